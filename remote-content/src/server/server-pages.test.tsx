/**
 * @jest-environment node
 */
// The pages drawn for the site's server, drawn here as the server draws them:
// in Node, with no window or document, from an API answer.
import serverPages from './server-pages';

const request = (page: string, route: string, pathname: string, params: Record<string, string> = {}) => ({ page, route, pathname, search: '', params });

describe("the content remote's server pages", () => {
  it('draws a blog post from its answer, with the body the API rendered', () => {
    const post = request('BlogDetailPage', '/blogs/:slug', '/blogs/student-visa-guide', { slug: 'student-visa-guide' });
    expect(serverPages.answerPath(post)).toBe('/api/blogs/student-visa-guide');
    const answer = { slug: 'student-visa-guide', title: 'Student Visas', author: 'Team', date: '2026-02-09', content: '# Student Visas\n\nPassport', contentHtml: '<p>Passport &amp; funds</p>' };
    const html = serverPages.render(post, answer, 'https://content.example/')?.html ?? '';
    expect(html).toContain('<h1>Student Visas</h1>');
    expect(html).toContain('<p>Passport &amp; funds</p>');
    expect(html.replace(/<!-- -->/g, '')).toContain('By Team');
  });

  it('draws the blog list', () => {
    const list = request('BlogListPage', '/blogs', '/blogs');
    expect(serverPages.answerPath(list)).toBe('/api/blogs');
    const html = serverPages.render(list, [{ slug: 'student-visa-guide', title: 'Student Visas', category: 'Visa', date: '2026-02-09', excerpt: 'How visas work.' }], 'https://content.example/')?.html ?? '';
    expect(html).toContain('Student Visas');
    expect(html).toContain('How visas work.');
    expect(html).toContain('href="/blogs/student-visa-guide"');
  });
});

/**
 * @jest-environment node
 */
// The pages drawn for the site's server, drawn here as the server draws them:
// in Node, with no window or document, from an API answer.
import serverPages from './server-pages';

const request = (page: string, route: string, pathname: string, params: Record<string, string> = {}, search = '') => ({ page, route, pathname, search, params });
const guestUniversity = {
  name: 'Stanford University', slug: 'stanford-university', city: 'Stanford', state: 'CA', country: 'USA',
  tuitionFees: 62000, livingExpenses: 21000, currency: 'USD', tuitionFeesUsd: 62000, livingExpensesUsd: 21000, category: 'Premium',
  summary: 'Stanford University is a university in Stanford, CA, USA.',
};

describe("the universities remote's server pages", () => {
  it("draws a university's page from its guest answer: its name, place and the overview, every other section asking to log in", () => {
    const detail = request('UniversityDetailPage', '/university/:name', '/university/stanford-university', { name: 'stanford-university' });
    expect(serverPages.answerPath(detail)).toBe('/api/public/universities/slug/stanford-university');
    const copy = serverPages.render(detail, { university: guestUniversity, programs: null, programFamilies: {} }, 'https://remote.example/');
    expect(copy?.html).toContain('<h1 class="detail-banner__title">Stanford University</h1>');
    expect(copy?.html).toContain('Stanford University is a university in Stanford, CA, USA.');
    expect(copy?.html).toContain('Login Required');
    expect(copy?.html).not.toContain('Loading...');
  });

  it("draws a university's programmes with their standing on the DHS STEM list, the chosen group open and the others closed", () => {
    const detail = request('UniversityDetailPage', '/university/:name', '/university/stanford-university', { name: 'stanford-university' }, '?program=11');
    const row = (code: string, title: string, stem: boolean) => ({ code, title, level: 'masters', awards: 10, year: '2022-23', previousAwards: 9, stem });
    const programs = [
      row('11.0701', 'Computer Science', true),
      ...Array.from({ length: 13 }, (_, index) => row(`52.${String(index + 10)}01`, `Business ${index}`, false)),
    ];
    const copy = serverPages.render(detail, { university: guestUniversity, programs, programFamilies: { '11': 'Computing', '52': 'Business' } }, 'https://remote.example/');
    expect(copy?.html).toContain('STEM OPT eligible (DHS list, July 2024)');
    expect(copy?.html).toContain('0 of 13 programmes on the DHS STEM list');
    expect(copy?.html).toMatch(/<details class="programs__group" aria-labelledby="[^"]+" open="">/);
    expect(copy?.html.match(/<details /g)).toHaveLength(2);
    expect(copy?.html.match(/ open=""/g)).toHaveLength(1);
  });

  it('draws the explorer with the first page of the list the address asks for, image addresses at the remote', () => {
    const home = request('ExploreSection', '/', '/');
    expect(serverPages.answerPath(home)).toBe('/api/public/universities?page=1&limit=6');
    expect(serverPages.answerPath({ ...home, search: '?country=Canada' })).toBe('/api/public/universities?page=1&limit=6&country=Canada');
    const copy = serverPages.render(home, { data: [guestUniversity], pagination: { page: 1, limit: 6, total: 7, hasNextPage: true } }, 'https://remote.example/');
    expect(copy?.html).toContain('Explore Universities');
    expect(copy?.html).toContain('Stanford University');
    expect(copy?.html).toContain('Load More Universities');
    expect(copy?.html).not.toContain('Loading...');
  });

  it('draws nothing for a page it does not serve', () => {
    const other = request('ComparePage', '/compare', '/compare');
    expect(serverPages.answerPath(other)).toBeUndefined();
    expect(serverPages.render(other, null, 'https://remote.example/')).toBeUndefined();
  });
});

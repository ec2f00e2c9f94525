import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadBlogPosts } from '../src/features/blogs/blog-store';
import { parseFrontMatter } from '../src/features/blogs/front-matter';
import { createTestApp, type TestApp } from './helpers/test-app';
import { databaseTargets } from './helpers/databases';

/** SPEC section 9: the eight articles with local images. */
const SPEC_SLUGS = [
  'study-abroad-application-guide',
  'student-visa-guide',
  'international-student-life',
  'graduate-school-admissions',
  'statement-of-purpose',
  'letter-of-recommendation',
  'choosing-university',
  'scholarship-tips',
];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const wordCount = (markdown: string) => markdown.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;

describe.each(databaseTargets())('blogs and pages on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('lists the eight articles newest first, without bodies', async () => {
    const response = await t.app.inject({ url: '/api/blogs' });
    expect(response.statusCode).toBe(200);
    const items: { slug: string; date: string }[] = response.json();
    expect(items.map((item) => item.slug).sort()).toEqual([...SPEC_SLUGS].sort());
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['category', 'date', 'excerpt', 'slug', 'title']);
      for (const value of Object.values(item)) expect(typeof value === 'string' && value.length > 0).toBe(true);
      expect(item.date).toMatch(DATE);
      expect(Number.isNaN(Date.parse(item.date))).toBe(false);
    }
    const dates = items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(SPEC_SLUGS)('serves the full article %s', async (slug) => {
    const response = await t.app.inject({ url: `/api/blogs/${slug}` });
    expect(response.statusCode).toBe(200);
    const post = response.json();
    expect(Object.keys(post).sort()).toEqual(['author', 'category', 'content', 'contentHtml', 'date', 'excerpt', 'slug', 'tags', 'title']);
    expect(post.slug).toBe(slug);
    expect(post.author.length).toBeGreaterThan(0);
    expect(post.date).toMatch(DATE);
    expect(Array.isArray(post.tags)).toBe(true);
    expect(post.tags.length).toBeGreaterThan(0);
    for (const tag of post.tags) expect(typeof tag).toBe('string');
    expect(post.content).toMatch(/^# /m);
    expect(post.content).not.toMatch(/^---/);
    expect(wordCount(post.content)).toBeGreaterThanOrEqual(700);
    // Rendered once at start: the page prints the title itself, so the first top-level heading is left out.
    expect(post.contentHtml).toMatch(/^<(p|h2)>/);
    expect(post.contentHtml).not.toContain('<h1>');
    expect(post.contentHtml).toContain('<h2>');
    const listed = (await t.app.inject({ url: '/api/blogs' })).json().find((item: { slug: string }) => item.slug === slug);
    expect(listed).toEqual({ slug, title: post.title, category: post.category, date: post.date, excerpt: post.excerpt });
  });

  it.each(['no-such-post', 'STUDENT-VISA-GUIDE', '..%2Fpackage.json'])('answers the unknown slug %s with 404', async (slug) => {
    const response = await t.app.inject({ url: `/api/blogs/${slug}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Blog post not found' });
  });

  it('describes the product on the about page with default contact details', async () => {
    const response = await t.app.inject({ url: '/api/about' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      brand: 'GradAtlas',
      contactEmail: 'hello@gradatlas.example',
      counselingUrl: 'https://gradatlas.example/book-free-counseling',
    });
    expect(body.description).toContain('GradAtlas');
    expect(body.dataSources.length).toBeGreaterThan(0);
    for (const source of body.dataSources) {
      expect(typeof source.name).toBe('string');
      expect(source.credit.length).toBeGreaterThan(0);
      expect(Object.keys(source).every((key) => ['name', 'licence', 'credit'].includes(key))).toBe(true);
    }
    expect(body.dataSources.map((source: { name: string }) => source.name)).toContain('College Scorecard');
  });

  it('gives the contact page the same details', async () => {
    const response = await t.app.inject({ url: '/api/contact/info' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      brand: 'GradAtlas',
      contactEmail: 'hello@gradatlas.example',
      counselingUrl: 'https://gradatlas.example/book-free-counseling',
    });
  });

  it('takes the contact email and counseling link from the environment', async () => {
    const custom = await createTestApp(target, { env: { CONTACT_EMAIL: 'team@example.org', COUNSELING_URL: 'https://example.org/book' } });
    try {
      const about = (await custom.app.inject({ url: '/api/about' })).json();
      expect(about).toMatchObject({ contactEmail: 'team@example.org', counselingUrl: 'https://example.org/book' });
      const info = (await custom.app.inject({ url: '/api/contact/info' })).json();
      expect(info).toEqual({ success: true, brand: 'GradAtlas', contactEmail: 'team@example.org', counselingUrl: 'https://example.org/book' });
    } finally {
      await custom.close();
    }
  });
});

describe('front matter', () => {
  it('reads text, quoted text and lists, and returns the body', () => {
    const doc = parseFrontMatter(
      ['---', 'title: "Hello: world"', "author: 'Ada'", 'category: Plain text', 'tags: [one, "two", \'three\', ]', 'empty: []', '', '---', '# Body', 'text'].join('\n'),
      'sample.md',
    );
    expect(doc.fields).toEqual({ title: 'Hello: world', author: 'Ada', category: 'Plain text', tags: ['one', 'two', 'three'], empty: [] });
    expect(doc.body).toBe('# Body\ntext');
  });

  it('accepts Windows line endings', () => {
    const doc = parseFrontMatter('---\r\ntitle: A\r\ntags: [x, y]\r\n---\r\nBody', 'crlf.md');
    expect(doc.fields).toEqual({ title: 'A', tags: ['x', 'y'] });
    expect(doc.body).toBe('Body');
  });

  it('refuses a file without a front matter block', () => {
    expect(() => parseFrontMatter('# Just a body\n', 'plain.md')).toThrow('plain.md: no front matter block');
    expect(() => parseFrontMatter('---\ntitle: never closed\n', 'open.md')).toThrow('open.md: no front matter block');
  });

  it('refuses a line that is not key: value, naming the line', () => {
    expect(() => parseFrontMatter('---\ntitle: A\n  - nested item\n---\n', 'bad.md')).toThrow('bad.md: front matter line 2 is not "key: value"');
    expect(() => parseFrontMatter('---\n1st: A\n---\n', 'digit.md')).toThrow('digit.md: front matter line 1');
  });
});

describe('blog store', () => {
  let dir: string;

  const post = (fields: Record<string, string>, body = '# Body\n\nSome words.') =>
    ['---', ...Object.entries(fields).map(([key, value]) => `${key}: ${value}`), '---', body].join('\n');
  const complete = (overrides: Record<string, string> = {}) =>
    post({ title: 'A title', category: 'Guides', author: 'Editor', date: '2026-01-01', tags: '[a, b]', excerpt: 'Short.', ...overrides });
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-blogs-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('orders newest first, then by title, and ignores other files', () => {
    write('old.md', complete({ date: '2025-12-31', title: 'Old' }));
    write('new-b.md', complete({ date: '2026-03-01', title: 'Beta' }));
    write('new-a.md', complete({ date: '2026-03-01', title: 'Alpha' }));
    write('middle.md', complete({ date: '2026-02-01', title: 'Middle' }));
    write('notes.txt', 'not an article');
    const posts = loadBlogPosts(dir);
    expect(posts.list().map((item) => item.slug)).toEqual(['new-a', 'new-b', 'middle', 'old']);
    expect(posts.list()[0]).toEqual({ slug: 'new-a', title: 'Alpha', category: 'Guides', date: '2026-03-01', excerpt: 'Short.' });
    expect(posts.find('old')).toEqual({
      slug: 'old', title: 'Old', category: 'Guides', author: 'Editor', date: '2025-12-31', tags: ['a', 'b'], excerpt: 'Short.', content: '# Body\n\nSome words.',
      contentHtml: '<p>Some words.</p>\n',
    });
    expect(posts.find('notes')).toBeUndefined();
  });

  it('renders the body once at start: line breaks kept, raw HTML escaped, unsafe links refused', () => {
    write('raw.md', complete({}).replace('# Body\n\nSome words.', '# Title\nFirst line\nsecond <script>alert(1)</script>\n\n[x](javascript:alert(1)) [y](https://example.org)'));
    const html = loadBlogPosts(dir).find('raw')?.contentHtml;
    expect(html).toBe('<p>First line<br>\nsecond &lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>[x](javascript:alert(1)) <a href="https://example.org">y</a></p>\n');
  });

  it('gives an article without tags an empty list', () => {
    write('plain.md', post({ title: 'T', category: 'C', author: 'A', date: '2026-01-01', excerpt: 'E' }));
    expect(loadBlogPosts(dir).find('plain')?.tags).toEqual([]);
  });

  it('is empty for a missing folder', () => {
    expect(loadBlogPosts(path.join(dir, 'absent')).list()).toEqual([]);
  });

  it.each(['title', 'category', 'author', 'date', 'excerpt'])('refuses an article without %s', (field) => {
    const fields: Record<string, string> = { title: 'T', category: 'C', author: 'A', date: '2026-01-01', excerpt: 'E' };
    delete fields[field];
    write('broken.md', post(fields));
    expect(() => loadBlogPosts(dir)).toThrow(`front matter needs "${field}"`);
  });

  it.each(['2026-1-5', '05/01/2026', 'January 5, 2026', '[2026-01-05]'])('refuses the date %s', (date) => {
    write('dated.md', complete({ date }));
    expect(() => loadBlogPosts(dir)).toThrow(/date|front matter needs "date"/);
  });

  it('refuses a file name that is not a slug', () => {
    write('Not A Slug.md', complete());
    expect(() => loadBlogPosts(dir)).toThrow('file name is not a slug');
  });
});

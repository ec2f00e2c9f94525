import fs from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import type { BlogListItem, BlogPost } from '@gradatlas/shared/contracts';
import { stripFirstTopLevelHeading } from '@gradatlas/shared/domain';
import { parseFrontMatter } from './front-matter';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

// Articles are rendered here, once at start, so no reader's phone downloads a
// markdown parser and runs it on the main thread before the article shows.
// html stays false (markdown-it's default): raw HTML in a post is escaped and
// unsafe link schemes are refused, so the page can insert the result.
const markdown = new MarkdownIt({ breaks: true });
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function text(fields: Record<string, string | string[]>, key: string, source: string): string {
  const value = fields[key];
  if (typeof value !== 'string' || value === '') throw new Error(`${source}: front matter needs "${key}"`);
  return value;
}

function readPost(file: string): BlogPost {
  const slug = path.basename(file, '.md');
  if (!SLUG.test(slug)) throw new Error(`${file}: file name is not a slug`);
  const { fields, body } = parseFrontMatter(fs.readFileSync(file, 'utf8'), file);
  const date = text(fields, 'date', file);
  if (!DATE.test(date)) throw new Error(`${file}: date must be YYYY-MM-DD`);
  const tags = fields.tags;
  return {
    slug,
    title: text(fields, 'title', file),
    category: text(fields, 'category', file),
    author: text(fields, 'author', file),
    date,
    tags: Array.isArray(tags) ? tags : [],
    excerpt: text(fields, 'excerpt', file),
    content: body.trim(),
    contentHtml: markdown.render(stripFirstTopLevelHeading(body.trim())),
  };
}

export interface BlogPosts {
  list(): BlogListItem[];
  find(slug: string): BlogPost | undefined;
}

/**
 * Reads every article once at start (they ship with the API); a malformed
 * file stops the start rather than serving a half-broken article.
 * Newest first, then by title.
 */
export function loadBlogPosts(dir: string): BlogPosts {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.md')) : [];
  const posts = files
    .map((name) => readPost(path.join(dir, name)))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  const items: BlogListItem[] = posts.map(({ slug, title, category, date, excerpt }) => ({ slug, title, category, date, excerpt }));
  return { list: () => items, find: (slug) => bySlug.get(slug) };
}

import { Type, type Static } from '@sinclair/typebox';

export const BlogListItem = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  category: Type.String(),
  date: Type.String({ description: 'YYYY-MM-DD' }),
  excerpt: Type.String(),
});
export type BlogListItem = Static<typeof BlogListItem>;

export const BlogList = Type.Array(BlogListItem);
export type BlogList = Static<typeof BlogList>;

export const BlogPost = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  category: Type.String(),
  author: Type.String(),
  date: Type.String({ description: 'YYYY-MM-DD' }),
  tags: Type.Array(Type.String()),
  excerpt: Type.String(),
  content: Type.String({ description: 'The article body as markdown' }),
  contentHtml: Type.String({
    description: 'The body rendered to HTML by the API at start (markdown-it, raw HTML escaped, unsafe link schemes refused), without its first top-level heading',
  }),
});
export type BlogPost = Static<typeof BlogPost>;

export const BlogSlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
export type BlogSlugParams = Static<typeof BlogSlugParams>;

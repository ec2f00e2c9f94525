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
});
export type BlogPost = Static<typeof BlogPost>;

export const BlogSlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
export type BlogSlugParams = Static<typeof BlogSlugParams>;

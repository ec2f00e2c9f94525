import type { FastifyInstance } from 'fastify';
import { BlogList, BlogPost, BlogSlugParams, ErrorResponse } from '@gradatlas/shared/contracts';
import { HttpError } from '../../plugins/errors';
import type { BlogPosts } from './blog-store';

export function blogRoutes(app: FastifyInstance, options: { posts: BlogPosts }): void {
  const { posts } = options;

  app.get('/api/blogs', { schema: { tags: ['blogs'], summary: 'Every article, newest first (no bodies)', response: { 200: BlogList } } }, async () => posts.list());

  app.get<{ Params: BlogSlugParams }>(
    '/api/blogs/:slug',
    { schema: { tags: ['blogs'], summary: 'One article with its markdown body', params: BlogSlugParams, response: { 200: BlogPost, 404: ErrorResponse } } },
    async (request): Promise<BlogPost> => {
      const post = posts.find(request.params.slug);
      if (!post) throw new HttpError(404, 'Blog post not found');
      return post;
    },
  );
}

import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { ErrorResponse, SHORTLIST_LIMIT, ShortlistResponse, UniversitySlugParams, type UniversityRecord } from '@gradatlas/shared/contracts';
import { currentUserId } from '../../lib/current-user';
import { HttpError } from '../../plugins/errors';
import type { ShortlistEntries } from './shortlist-entries';

/**
 * What the shortlist needs of the university list: full records by slug,
 * a former slug finding its current record. Declared here so this feature
 * does not import the universities feature; app.ts passes its repository.
 */
export interface UniversityRecords {
  findFullBySlugs(slugs: readonly string[]): Promise<Map<string, UniversityRecord>>;
}

export interface ShortlistRouteOptions {
  entries: ShortlistEntries;
  universities: UniversityRecords;
  authenticate: preHandlerAsyncHookHandler;
}

export const UNKNOWN_SLUG_MESSAGE = 'University not found: no university has this slug';
export const SHORTLIST_FULL_MESSAGE = `Your shortlist already holds ${SHORTLIST_LIMIT} universities, the most it can; remove one to add another`;

const sameUniversity = (university: UniversityRecord) => [university.slug ?? '', ...(university.formerSlugs ?? [])].filter(Boolean);

const signedIn = { security: [{ bearerAuth: [] }] };
const SHORTLIST = '/api/me/shortlist';
const ENTRY = '/api/me/shortlist/:slug';

export function shortlistRoutes(app: FastifyInstance, options: ShortlistRouteOptions): void {
  const { entries, universities, authenticate } = options;

  /**
   * The user's list as full records, oldest first. A university the data set
   * no longer has is left out; one that was renamed shows under its new slug.
   */
  async function listOf(userId: string): Promise<ShortlistResponse> {
    const slugs = await entries.slugs(userId);
    const found = await universities.findFullBySlugs(slugs);
    const shown = new Map<string, UniversityRecord>();
    for (const slug of slugs) {
      const university = found.get(slug);
      if (university?.slug && !shown.has(university.slug)) shown.set(university.slug, university);
    }
    return { universities: [...shown.values()], slugs: [...shown.keys()] };
  }

  const find = async (slug: string) => (await universities.findFullBySlugs([slug])).get(slug);

  app.get(
    SHORTLIST,
    { onRequest: authenticate, schema: { tags: ['shortlist'], summary: 'The signed-in user’s shortlist, oldest first', ...signedIn, response: { 200: ShortlistResponse, 401: ErrorResponse } } },
    async (request): Promise<ShortlistResponse> => listOf(currentUserId(request)),
  );

  app.put<{ Params: UniversitySlugParams }>(
    ENTRY,
    {
      onRequest: authenticate,
      schema: {
        tags: ['shortlist'],
        summary: `Add a university (idempotent; at most ${SHORTLIST_LIMIT})`,
        ...signedIn,
        params: UniversitySlugParams,
        response: { 200: ShortlistResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request): Promise<ShortlistResponse> => {
      const userId = currentUserId(request);
      const university = await find(request.params.slug);
      if (!university?.slug) throw new HttpError(404, UNKNOWN_SLUG_MESSAGE);
      // The current slug is stored; an entry saved under a former slug is the same university.
      if ((await entries.add(userId, university.slug, university.formerSlugs)) === 'full') throw new HttpError(409, SHORTLIST_FULL_MESSAGE);
      return listOf(userId);
    },
  );

  app.delete<{ Params: UniversitySlugParams }>(
    ENTRY,
    {
      onRequest: authenticate,
      schema: { tags: ['shortlist'], summary: 'Remove a university (idempotent)', ...signedIn, params: UniversitySlugParams, response: { 200: ShortlistResponse, 401: ErrorResponse } },
    },
    async (request): Promise<ShortlistResponse> => {
      const userId = currentUserId(request);
      const { slug } = request.params;
      // An entry saved before a rename holds a former slug: any of the university's slugs removes it.
      const university = await find(slug);
      await entries.remove(userId, [...new Set([slug, ...(university ? sameUniversity(university) : [])])]);
      return listOf(userId);
    },
  );
}

import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  CompareQuery,
  CompareResponse,
  ErrorResponse,
  GuestCompareResponse,
  GuestUniversityDetail,
  GuestUniversityList,
  GuestUniversitySearch,
  MAX_SEARCH_RESULTS,
  SIGNED_IN_ONLY_FILTERS,
  UNIVERSITY_FILTER_KEYS,
  UniversityDetail,
  UniversityList,
  UniversityListQuery,
  UniversitySearch,
  UniversitySearchQuery,
  UniversitySlugParams,
  type ProgramAwardsOnPage,
  type UniversityFilter,
} from '@gradatlas/shared/contracts';
import { AnswerCache } from '../../lib/answer-cache';
import { searchForm } from '../../lib/search-text';
import { HttpError } from '../../plugins/errors';
import { compareAnswer, requestedSlugs } from './compare';
import type { ProgramCatalog } from '../programs/program-catalog';
import type { UniversityRepository } from './repository';

export interface UniversityRouteOptions {
  universities: UniversityRepository;
  programs: ProgramCatalog;
  authenticate: preHandlerAsyncHookHandler;
  /** Bytes of serialised answers kept in memory (the home page's first pages are asked for over and over); 0 = none. */
  answerCacheBytes: number;
}

/** SPEC section 4: a full search or suggestion needs 2 or more characters after trimming. */
const MIN_SEARCH_LENGTH = 2;
const NOT_FOUND = 'University not found';

const signedIn = { security: [{ bearerAuth: [] }] };

/**
 * The filter of a validated query: every field of the one UniversityFilter
 * (suggestions name the text `query`). Guests never filter by tuition (SPEC
 * section 6): those bounds are dropped, not rejected.
 */
export function filterOf(query: UniversityFilter & { query?: string }, signedIn: boolean): UniversityFilter {
  const filter: Record<string, unknown> = {};
  for (const key of UNIVERSITY_FILTER_KEYS) {
    if (query[key] !== undefined && (signedIn || !SIGNED_IN_ONLY_FILTERS.includes(key))) filter[key] = query[key];
  }
  if (query.query !== undefined) filter.search = query.query;
  return filter as UniversityFilter;
}

/**
 * The cache key of a filter: every field of UniversityFilter in its fixed
 * order, so a filter added to the contract is in the key without another
 * edit. The search text is keyed as it is searched (searchForm), the country
 * with its default.
 */
export function filterKey(filter: UniversityFilter): (string | number | undefined)[] {
  return UNIVERSITY_FILTER_KEYS.map((key) => {
    if (key === 'search') return searchForm(filter.search);
    if (key === 'country') return filter.country ?? 'All';
    return filter[key];
  });
}

/**
 * The cache key of a validated query: each part written out explicitly, so no
 * two different queries share a key. (JSON.stringify wrote Infinity and NaN as
 * null, the same as "no bound", which let one request poison a page.) A
 * non-finite number never gets here (plugins/finite-numbers.ts); if one did,
 * it must not be cached under any key.
 */
export function canonicalKey(...parts: (string | number | undefined)[]): string {
  return parts
    .map((part) => {
      if (part === undefined) return '-';
      if (typeof part === 'number') {
        if (!Number.isFinite(part)) throw new Error('a non-finite number reached the answer cache');
        return `n${part}`;
      }
      return `s${JSON.stringify(part)}`;
    })
    .join('|');
}

const pagination = (page: number, limit: number, total: number) => ({ page, limit, total, hasNextPage: page * limit < total });

export function universityRoutes(app: FastifyInstance, options: UniversityRouteOptions): void {
  const { universities, authenticate } = options;

  // The data set changes only when the API starts (load-universities.ts), so a
  // serialised answer stays right for the life of the process. Each answer is
  // written by its route's 200 response schema (reply.serialize: Fastify's
  // serializer compiled from it), which writes only the fields the schema
  // names: for the public routes that schema is the guest contract, so it is
  // the boundary, whatever the repository returns. The cached text is sent as it is.
  const answers = options.answerCacheBytes > 0 ? new AnswerCache(options.answerCacheBytes) : undefined;
  async function answer(request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>): Promise<FastifyReply> {
    // Signed-in users are told apart by account, guests by address.
    const client = request.userId ? `user:${request.userId}` : `ip:${request.ip}`;
    let body = answers?.get(key, client);
    if (body === undefined) {
      // The schema serializer returns text (Fastify types it wider for custom serializers).
      body = Buffer.from(reply.code(200).serialize(await build()) as string);
      answers?.set(key, body, client);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  }
  const keyOf = (route: string, filter: UniversityFilter, ...rest: number[]) => canonicalKey(route, ...filterKey(filter), ...rest);

  /** What a page filtered by programme says each of its universities awarded (the card's "190 master's in ..."). */
  const programOnPage = (filter: UniversityFilter, slugs: string[]): { program?: ProgramAwardsOnPage } => {
    if (filter.program === undefined) return {};
    const awards = options.programs.awardsUnder(filter.program, filter.level);
    return {
      program: {
        code: filter.program,
        title: options.programs.title(filter.program) ?? filter.program,
        level: filter.level ?? null,
        year: options.programs.year,
        awards: Object.fromEntries(slugs.flatMap((slug) => (awards.has(slug) ? [[slug, awards.get(slug)!]] : []))),
      },
    };
  };

  app.get<{ Querystring: UniversityListQuery }>(
    '/api/public/universities',
    { schema: { tags: ['universities'], summary: 'One page of universities, guest fields only', querystring: UniversityListQuery, response: { 200: GuestUniversityList, 400: ErrorResponse } } },
    async (request, reply) => {
      const { page, limit } = request.query;
      const filter = filterOf(request.query, false);
      return answer(request, reply, keyOf('list-guest', filter, page, limit), async (): Promise<GuestUniversityList> => {
        const result = await universities.listGuest(filter, page, limit);
        return { data: result.items, pagination: pagination(page, limit, result.total), ...programOnPage(filter, result.items.map((u) => u.slug)) };
      });
    },
  );

  app.get<{ Querystring: UniversityListQuery }>(
    '/api/universities',
    {
      preValidation: authenticate,
      schema: { tags: ['universities'], summary: 'One page of universities, every field', ...signedIn, querystring: UniversityListQuery, response: { 200: UniversityList, 400: ErrorResponse, 401: ErrorResponse } },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const filter = filterOf(request.query, true);
      return answer(request, reply, keyOf('list-full', filter, page, limit), async (): Promise<UniversityList> => {
        const result = await universities.listFull(filter, page, limit);
        return { data: result.items, pagination: pagination(page, limit, result.total), ...programOnPage(filter, result.items.map((u) => String(u.slug))) };
      });
    },
  );

  app.get<{ Querystring: UniversitySearchQuery }>(
    '/api/public/universities/search',
    { schema: { tags: ['universities'], summary: 'Search suggestions, guest fields only', querystring: UniversitySearchQuery, response: { 200: GuestUniversitySearch, 400: ErrorResponse } } },
    async (request, reply) => {
      const filter = filterOf(request.query, false);
      const limit = Math.min(request.query.limit, MAX_SEARCH_RESULTS);
      return answer(request, reply, keyOf('search-guest', filter, limit), async (): Promise<GuestUniversitySearch> => {
        if (searchForm(filter.search).length < MIN_SEARCH_LENGTH) return { data: [] };
        return { data: await universities.searchGuest(filter, limit) };
      });
    },
  );

  app.get<{ Querystring: UniversitySearchQuery }>(
    '/api/universities/search',
    {
      preValidation: authenticate,
      schema: { tags: ['universities'], summary: 'Search suggestions, every field', ...signedIn, querystring: UniversitySearchQuery, response: { 200: UniversitySearch, 400: ErrorResponse, 401: ErrorResponse } },
    },
    async (request, reply) => {
      const filter = filterOf(request.query, true);
      const limit = Math.min(request.query.limit, MAX_SEARCH_RESULTS);
      return answer(request, reply, keyOf('search-full', filter, limit), async (): Promise<UniversitySearch> => {
        if (searchForm(filter.search).length < MIN_SEARCH_LENGTH) return { data: [] };
        return { data: await universities.searchFull(filter, limit) };
      });
    },
  );

  app.get<{ Params: UniversitySlugParams }>(
    '/api/public/universities/slug/:slug',
    { schema: { tags: ['universities'], summary: 'One university, guest fields only', params: UniversitySlugParams, response: { 200: GuestUniversityDetail, 404: ErrorResponse } } },
    async (request, reply) =>
      answer(request, reply, canonicalKey('detail-guest', request.params.slug), async (): Promise<GuestUniversityDetail> => {
        const university = await universities.findGuestBySlug(request.params.slug);
        if (!university) throw new HttpError(404, NOT_FOUND);
        return { university, ...options.programs.detailOf(university.slug) };
      }),
  );

  app.get<{ Params: UniversitySlugParams }>(
    '/api/universities/slug/:slug',
    {
      preValidation: authenticate,
      schema: { tags: ['universities'], summary: 'One university, every field', ...signedIn, params: UniversitySlugParams, response: { 200: UniversityDetail, 401: ErrorResponse, 404: ErrorResponse } },
    },
    async (request, reply) =>
      answer(request, reply, canonicalKey('detail-full', request.params.slug), async (): Promise<UniversityDetail> => {
        const university = await universities.findFullBySlug(request.params.slug);
        if (!university) throw new HttpError(404, NOT_FOUND);
        return { university, ...options.programs.detailOf(String(university.slug)) };
      }),
  );

  // Side by side: the same lookup for both, guests getting guest fields only (findGuestBySlugs).
  app.get<{ Querystring: CompareQuery }>(
    '/api/public/universities/compare',
    { schema: { tags: ['universities'], summary: 'Up to 4 universities side by side, guest fields only', querystring: CompareQuery, response: { 200: GuestCompareResponse, 400: ErrorResponse } } },
    async (request, reply) => {
      const requested = requestedSlugs(request.query.slugs);
      const { program, level } = request.query;
      return answer(request, reply, canonicalKey('compare-guest', program, level, String(requested.truncated), ...requested.slugs), async (): Promise<GuestCompareResponse> => {
        const compared = await compareAnswer(requested, (slugs) => universities.findGuestBySlugs(slugs));
        return { ...compared, ...programOnPage({ program, level }, compared.universities.map((u) => u.slug)) };
      });
    },
  );

  app.get<{ Querystring: CompareQuery }>(
    '/api/universities/compare',
    {
      preValidation: authenticate,
      schema: { tags: ['universities'], summary: 'Up to 4 universities side by side, every field', ...signedIn, querystring: CompareQuery, response: { 200: CompareResponse, 400: ErrorResponse, 401: ErrorResponse } },
    },
    async (request, reply) => {
      const requested = requestedSlugs(request.query.slugs);
      const { program, level } = request.query;
      return answer(request, reply, canonicalKey('compare-full', program, level, String(requested.truncated), ...requested.slugs), async (): Promise<CompareResponse> => {
        const compared = await compareAnswer(requested, (slugs) => universities.findFullBySlugs(slugs));
        return { ...compared, ...programOnPage({ program, level }, compared.universities.map((u) => String(u.slug))) };
      });
    },
  );
}

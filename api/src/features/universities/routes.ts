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
import { detailAnswerParts, detailProgramsBytes, listAnswerParts, searchAnswerParts, type DetailProgramsBytes } from './answer-text';
import { AnswerSlabs, byteLengthOf, type AnswerParts } from '../../lib/answer-slabs';
import { searchForm } from '../../lib/search-text';
import { HttpError } from '../../plugins/errors';
import { CachedAnswers, JSON_TYPE } from './cached-answers';
import { compareAnswer, requestedSlugs } from './compare';
import type { ProgramCatalog } from '../programs/program-catalog';
import type { TextColumn, UniversityRepository } from './repository';

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

/**
 * A short answer is sent as text, a long one as bytes. Node writes a short
 * text together with the headers in one go; the same answer as bytes
 * measured slower (the guest list's 3 KB page: 0.88 of the text's rate,
 * 8 alternating rounds), while a long answer as bytes measured faster than as
 * text (the details, 24-31 KB: 1.5 times). Decoding a short answer costs
 * about a microsecond. The limit lies between the sizes measured. Measured
 * again once bytes came from reused slabs (no new memory): short answers as
 * bytes still took 1.07-1.10 times the CPU a request of text (bench:pairs).
 */
const SHORT_ANSWER_BYTES = 16 * 1024;

const pagination = (page: number, limit: number, total: number) => ({ page, limit, total, hasNextPage: page * limit < total });

/** The answer as the route's 200 schema writes it (reply.serialize: Fastify's serializer compiled from it; it returns text for a schema). */
const serialized = (reply: FastifyReply, body: unknown): string => reply.code(200).serialize(body) as string;

export function universityRoutes(app: FastifyInstance, options: UniversityRouteOptions): void {
  const { universities, authenticate } = options;

  // The data set changes only when the API starts (load-universities.ts), so an
  // answer stays right for the life of the process. Each answer is what its
  // route's 200 response schema would write (answer-text.ts): list, search and
  // detail join the universities' stored texts as bytes, written by the
  // contracts' serializers (for the public routes the guest contract's, which
  // holds only its own fields: the boundary, whatever else a row holds);
  // compare is text written by reply.serialize, Fastify's serializer compiled
  // from the schema. The cache keeps answers as bytes and sends them as they are.
  const cached = options.answerCacheBytes > 0 ? new CachedAnswers(options.answerCacheBytes) : undefined;
  // Without the cache an answer is sent once and dropped: it is joined in reused memory (lib/answer-slabs.ts).
  const slabs = new AnswerSlabs();
  async function answer(request: FastifyRequest, reply: FastifyReply, key: () => string, build: () => Promise<AnswerParts | string>): Promise<FastifyReply> {
    if (cached) return cached.send(request, reply, key(), build);
    const built = await build();
    const body = typeof built === 'string' ? built : sendable(built, reply);
    return reply.code(200).type(JSON_TYPE).send(body);
  }
  const sendable = (parts: AnswerParts, reply: FastifyReply): Buffer | string =>
    byteLengthOf(parts) <= SHORT_ANSWER_BYTES ? slabs.decode(parts) : slabs.joinForResponse(parts, reply.raw);
  // With the cache on, a URL answered before is answered before validation (cached-answers.ts).
  const publicHooks = cached ? { onRequest: cached.answerKnownUrl } : {};
  const signedInHooks = { preValidation: cached ? [authenticate, cached.answerKnownUrl] : authenticate };
  const keyOf = (route: string, filter: UniversityFilter, ...rest: number[]) => () => canonicalKey(route, ...filterKey(filter), ...rest);

  // A detail's programmes come from the in-memory catalog (programs.json), not
  // the database: each university's are written once, on its first detail.
  const programsBytes = new Map<string, DetailProgramsBytes>();
  const detailPrograms = (slug: string): DetailProgramsBytes => {
    let bytes = programsBytes.get(slug);
    if (bytes === undefined) {
      bytes = detailProgramsBytes(options.programs.detailOf(slug));
      programsBytes.set(slug, bytes);
    }
    return bytes;
  };
  const detail = async (column: TextColumn, slug: string): Promise<AnswerParts> => {
    const university = await universities.storedBySlug(column, slug);
    if (!university) throw new HttpError(404, NOT_FOUND);
    return detailAnswerParts(university.bytes, detailPrograms(university.slug));
  };
  const list = async (column: TextColumn, filter: UniversityFilter, page: number, limit: number): Promise<AnswerParts> => {
    const result = await universities.page(column, filter, page, limit);
    const onPage = programOnPage(filter, result.items.map((u) => u.slug)).program;
    return listAnswerParts(result.items.map((u) => u.bytes), pagination(page, limit, result.total), onPage);
  };
  const search = async (column: TextColumn, filter: UniversityFilter, limit: number): Promise<AnswerParts> => {
    if (searchForm(filter.search).length < MIN_SEARCH_LENGTH) return searchAnswerParts([]);
    return searchAnswerParts((await universities.search(column, filter, limit)).map((u) => u.bytes));
  };

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
    { ...publicHooks, schema: { tags: ['universities'], summary: 'One page of universities, guest fields only', querystring: UniversityListQuery, response: { 200: GuestUniversityList, 400: ErrorResponse } } },
    async (request, reply) => {
      const { page, limit } = request.query;
      const filter = filterOf(request.query, false);
      return answer(request, reply, keyOf('list-guest', filter, page, limit), () => list('guest_record', filter, page, limit));
    },
  );

  app.get<{ Querystring: UniversityListQuery }>(
    '/api/universities',
    {
      ...signedInHooks,
      schema: { tags: ['universities'], summary: 'One page of universities, every field', ...signedIn, querystring: UniversityListQuery, response: { 200: UniversityList, 400: ErrorResponse, 401: ErrorResponse } },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const filter = filterOf(request.query, true);
      return answer(request, reply, keyOf('list-full', filter, page, limit), () => list('record', filter, page, limit));
    },
  );

  app.get<{ Querystring: UniversitySearchQuery }>(
    '/api/public/universities/search',
    { ...publicHooks, schema: { tags: ['universities'], summary: 'Search suggestions, guest fields only', querystring: UniversitySearchQuery, response: { 200: GuestUniversitySearch, 400: ErrorResponse } } },
    async (request, reply) => {
      const filter = filterOf(request.query, false);
      const limit = Math.min(request.query.limit, MAX_SEARCH_RESULTS);
      return answer(request, reply, keyOf('search-guest', filter, limit), () => search('guest_record', filter, limit));
    },
  );

  app.get<{ Querystring: UniversitySearchQuery }>(
    '/api/universities/search',
    {
      ...signedInHooks,
      schema: { tags: ['universities'], summary: 'Search suggestions, every field', ...signedIn, querystring: UniversitySearchQuery, response: { 200: UniversitySearch, 400: ErrorResponse, 401: ErrorResponse } },
    },
    async (request, reply) => {
      const filter = filterOf(request.query, true);
      const limit = Math.min(request.query.limit, MAX_SEARCH_RESULTS);
      return answer(request, reply, keyOf('search-full', filter, limit), () => search('record', filter, limit));
    },
  );

  app.get<{ Params: UniversitySlugParams }>(
    '/api/public/universities/slug/:slug',
    { ...publicHooks, schema: { tags: ['universities'], summary: 'One university, guest fields only', params: UniversitySlugParams, response: { 200: GuestUniversityDetail, 404: ErrorResponse } } },
    async (request, reply) =>
      answer(request, reply, () => canonicalKey('detail-guest', request.params.slug), () => detail('guest_record', request.params.slug)),
  );

  app.get<{ Params: UniversitySlugParams }>(
    '/api/universities/slug/:slug',
    {
      ...signedInHooks,
      schema: { tags: ['universities'], summary: 'One university, every field', ...signedIn, params: UniversitySlugParams, response: { 200: UniversityDetail, 401: ErrorResponse, 404: ErrorResponse } },
    },
    async (request, reply) =>
      answer(request, reply, () => canonicalKey('detail-full', request.params.slug), () => detail('record', request.params.slug)),
  );

  // Side by side: the same lookup for both, guests getting guest fields only (findGuestBySlugs).
  app.get<{ Querystring: CompareQuery }>(
    '/api/public/universities/compare',
    { ...publicHooks, schema: { tags: ['universities'], summary: 'Up to 4 universities side by side, guest fields only', querystring: CompareQuery, response: { 200: GuestCompareResponse, 400: ErrorResponse } } },
    async (request, reply) => {
      const requested = requestedSlugs(request.query.slugs);
      const { program, level } = request.query;
      return answer(request, reply, () => canonicalKey('compare-guest', program, level, String(requested.truncated), ...requested.slugs), async () => {
        const compared = await compareAnswer(requested, (slugs) => universities.findGuestBySlugs(slugs));
        const body: GuestCompareResponse = { ...compared, ...programOnPage({ program, level }, compared.universities.map((u) => u.slug)) };
        return serialized(reply, body);
      });
    },
  );

  app.get<{ Querystring: CompareQuery }>(
    '/api/universities/compare',
    {
      ...signedInHooks,
      schema: { tags: ['universities'], summary: 'Up to 4 universities side by side, every field', ...signedIn, querystring: CompareQuery, response: { 200: CompareResponse, 400: ErrorResponse, 401: ErrorResponse } },
    },
    async (request, reply) => {
      const requested = requestedSlugs(request.query.slugs);
      const { program, level } = request.query;
      return answer(request, reply, () => canonicalKey('compare-full', program, level, String(requested.truncated), ...requested.slugs), async () => {
        const compared = await compareAnswer(requested, (slugs) => universities.findFullBySlugs(slugs));
        const body: CompareResponse = { ...compared, ...programOnPage({ program, level }, compared.universities.map((u) => String(u.slug))) };
        return serialized(reply, body);
      });
    },
  );
}

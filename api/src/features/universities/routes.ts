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
import type { ProgramAwards } from '../programs/program-awards';
import type { ProgramCatalog } from '../programs/program-catalog';
import { compareAnswer, requestedSlugs } from './compare';
import type { UniversityRepository, UniversityView } from './repository';

export interface UniversityRouteOptions {
  universities: UniversityRepository;
  programs: ProgramCatalog;
  awards: ProgramAwards;
  authenticate: preHandlerAsyncHookHandler;
  /** Bytes of written answers kept in memory (see lib/answer-cache.ts); 0 = none. */
  answerCacheBytes: number;
}

/** SPEC section 4: a full search or suggestion needs 2 or more characters after trimming. */
const MIN_SEARCH_LENGTH = 2;
const NOT_FOUND = 'University not found';
const JSON_TYPE = 'application/json; charset=utf-8';

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
  const { universities, programs, awards, authenticate } = options;
  const cache = options.answerCacheBytes > 0 ? new AnswerCache(options.answerCacheBytes) : undefined;

  /**
   * Sends the answer kept under `key`, or builds it, writes it with the
   * route's 200 response schema (the guest routes' schema is the guest
   * boundary: a field it does not name is never written) and keeps it.
   */
  async function answer(reply: FastifyReply, key: string, build: () => Promise<unknown>): Promise<FastifyReply> {
    let written: string | Buffer | undefined = cache?.get(key);
    if (written === undefined) {
      const text = reply.code(200).serialize(await build()) as string;
      written = cache ? cache.set(key, text) : text;
    }
    return reply.code(200).type(JSON_TYPE).send(written);
  }

  /** What a page filtered by programme says each of its universities awarded (the card's "190 master's in ..."). */
  const programOnPage = async (filter: UniversityFilter, slugs: (string | null)[]): Promise<{ program?: ProgramAwardsOnPage }> => {
    if (filter.program === undefined) return {};
    const shown = slugs.filter((slug): slug is string => slug !== null);
    return { program: await awards.onPage(shown, { code: filter.program, level: filter.level, stemOnly: filter.stem === 'true' }) };
  };

  const list = (view: UniversityView, request: FastifyRequest<{ Querystring: UniversityListQuery }>, reply: FastifyReply) => {
    const { page, limit } = request.query;
    const filter = filterOf(request.query, view === 'full');
    return answer(reply, canonicalKey(`list-${view}`, ...filterKey(filter), page, limit), async () => {
      const found = await universities.page(view, filter, page, limit);
      return { data: found.items, pagination: pagination(page, limit, found.total), ...(await programOnPage(filter, found.items.map((u) => u.slug))) };
    });
  };

  const search = (view: UniversityView, request: FastifyRequest<{ Querystring: UniversitySearchQuery }>, reply: FastifyReply) => {
    const filter = filterOf(request.query, view === 'full');
    const limit = Math.min(request.query.limit, MAX_SEARCH_RESULTS);
    return answer(reply, canonicalKey(`search-${view}`, ...filterKey(filter), limit), async () => {
      if (searchForm(filter.search).length < MIN_SEARCH_LENGTH) return { data: [] };
      return { data: await universities.search(view, filter, limit) };
    });
  };

  const detail = (view: UniversityView, request: FastifyRequest<{ Params: UniversitySlugParams }>, reply: FastifyReply) =>
    answer(reply, canonicalKey(`detail-${view}`, request.params.slug), async () => {
      const university = (await universities.bySlugs(view, [request.params.slug])).get(request.params.slug);
      if (!university) throw new HttpError(404, NOT_FOUND);
      // A detail's programmes: its rows of programs.json (loaded into the database), worded by the programme catalog.
      const slug = university.slug as string;
      return { university, ...programs.detailOf(slug, await universities.programmeList(slug), view === 'full') };
    });

  // Side by side: the same lookup for both, guests getting guest fields only.
  const compare = (view: UniversityView, request: FastifyRequest<{ Querystring: CompareQuery }>, reply: FastifyReply) => {
    const requested = requestedSlugs(request.query.slugs);
    const { program, level } = request.query;
    return answer(reply, canonicalKey(`compare-${view}`, program, level, String(requested.truncated), ...requested.slugs), async () => {
      const compared = await compareAnswer(requested, (slugs) => universities.bySlugs(view, slugs));
      return { ...compared, ...(await programOnPage({ program, level }, compared.universities.map((u) => u.slug))) };
    });
  };

  // Each route's schema: what it reads (`input`: querystring or params) and what it answers.
  type Input = { querystring: object } | { params: object };
  const guest = (summary: string, input: Input, ok: object, failure: object) => ({
    schema: { tags: ['universities'], summary, ...input, response: { 200: ok, ...failure } },
  });
  const member = (summary: string, input: Input, ok: object, failure: object) => ({
    onRequest: authenticate,
    schema: { tags: ['universities'], summary, ...signedIn, ...input, response: { 200: ok, 401: ErrorResponse, ...failure } },
  });
  const listInput = { querystring: UniversityListQuery };
  const searchInput = { querystring: UniversitySearchQuery };
  const slugInput = { params: UniversitySlugParams };
  const compareInput = { querystring: CompareQuery };
  const badRequest = { 400: ErrorResponse };
  const notFound = { 404: ErrorResponse };

  type List = { Querystring: UniversityListQuery };
  type Search = { Querystring: UniversitySearchQuery };
  type Slug = { Params: UniversitySlugParams };
  type Compare = { Querystring: CompareQuery };
  app.get<List>('/api/public/universities', guest('One page of universities, guest fields only', listInput, GuestUniversityList, badRequest), (q, r) => list('guest', q, r));
  app.get<List>('/api/universities', member('One page of universities, every field', listInput, UniversityList, badRequest), (q, r) => list('full', q, r));
  app.get<Search>('/api/public/universities/search', guest('Search suggestions, guest fields only', searchInput, GuestUniversitySearch, badRequest), (q, r) => search('guest', q, r));
  app.get<Search>('/api/universities/search', member('Search suggestions, every field', searchInput, UniversitySearch, badRequest), (q, r) => search('full', q, r));
  app.get<Slug>('/api/public/universities/slug/:slug', guest('One university, guest fields only', slugInput, GuestUniversityDetail, notFound), (q, r) => detail('guest', q, r));
  app.get<Slug>('/api/universities/slug/:slug', member('One university, every field', slugInput, UniversityDetail, notFound), (q, r) => detail('full', q, r));
  app.get<Compare>('/api/public/universities/compare', guest('Up to 4 universities side by side, guest fields only', compareInput, GuestCompareResponse, badRequest), (q, r) =>
    compare('guest', q, r),
  );
  app.get<Compare>('/api/universities/compare', member('Up to 4 universities side by side, every field', compareInput, CompareResponse, badRequest), (q, r) => compare('full', q, r));
}

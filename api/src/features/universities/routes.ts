import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import {
  ErrorResponse,
  GuestUniversityDetail,
  GuestUniversityList,
  GuestUniversitySearch,
  MAX_SEARCH_RESULTS,
  UniversityDetail,
  UniversityList,
  UniversityListQuery,
  UniversitySearch,
  UniversitySearchQuery,
  UniversitySlugParams,
} from '@gradatlas/shared/contracts';
import { HttpError } from '../../plugins/errors';
import type { UniversityFilter, UniversityRepository } from './repository';

export interface UniversityRouteOptions {
  universities: UniversityRepository;
  authenticate: preHandlerAsyncHookHandler;
}

/** SPEC section 4: a full search or suggestion needs 2 or more characters after trimming. */
const MIN_SEARCH_LENGTH = 2;
const NOT_FOUND = 'University not found';

const signedIn = { security: [{ bearerAuth: [] }] };

/** Guests never filter by tuition (SPEC section 6): the bounds are dropped, not rejected. */
function filterOf(query: UniversityFilter & { query?: string }, withTuition: boolean): UniversityFilter {
  return {
    search: query.search ?? query.query,
    country: query.country,
    ...(withTuition ? { minTuition: query.minTuition, maxTuition: query.maxTuition } : {}),
  };
}

const pagination = (page: number, limit: number, total: number) => ({ page, limit, total, hasNextPage: page * limit < total });

export function universityRoutes(app: FastifyInstance, options: UniversityRouteOptions): void {
  const { universities, authenticate } = options;

  app.get<{ Querystring: UniversityListQuery }>(
    '/api/public/universities',
    { schema: { tags: ['universities'], summary: 'One page of universities, guest fields only', querystring: UniversityListQuery, response: { 200: GuestUniversityList, 400: ErrorResponse } } },
    async (request): Promise<GuestUniversityList> => {
      const { page, limit } = request.query;
      const result = await universities.listGuest(filterOf(request.query, false), page, limit);
      return { data: result.items, pagination: pagination(page, limit, result.total) };
    },
  );

  app.get<{ Querystring: UniversityListQuery }>(
    '/api/universities',
    {
      preValidation: authenticate,
      schema: { tags: ['universities'], summary: 'One page of universities, every field', ...signedIn, querystring: UniversityListQuery, response: { 200: UniversityList, 400: ErrorResponse, 401: ErrorResponse } },
    },
    async (request): Promise<UniversityList> => {
      const { page, limit } = request.query;
      const result = await universities.listFull(filterOf(request.query, true), page, limit);
      return { data: result.items, pagination: pagination(page, limit, result.total) };
    },
  );

  app.get<{ Querystring: UniversitySearchQuery }>(
    '/api/public/universities/search',
    { schema: { tags: ['universities'], summary: 'Search suggestions, guest fields only', querystring: UniversitySearchQuery, response: { 200: GuestUniversitySearch, 400: ErrorResponse } } },
    async (request): Promise<GuestUniversitySearch> => {
      if (request.query.query.trim().length < MIN_SEARCH_LENGTH) return { data: [] };
      return { data: await universities.searchGuest(filterOf(request.query, false), Math.min(request.query.limit, MAX_SEARCH_RESULTS)) };
    },
  );

  app.get<{ Querystring: UniversitySearchQuery }>(
    '/api/universities/search',
    {
      preValidation: authenticate,
      schema: { tags: ['universities'], summary: 'Search suggestions, every field', ...signedIn, querystring: UniversitySearchQuery, response: { 200: UniversitySearch, 400: ErrorResponse, 401: ErrorResponse } },
    },
    async (request): Promise<UniversitySearch> => {
      if (request.query.query.trim().length < MIN_SEARCH_LENGTH) return { data: [] };
      return { data: await universities.searchFull(filterOf(request.query, true), Math.min(request.query.limit, MAX_SEARCH_RESULTS)) };
    },
  );

  app.get<{ Params: UniversitySlugParams }>(
    '/api/public/universities/slug/:slug',
    { schema: { tags: ['universities'], summary: 'One university, guest fields only', params: UniversitySlugParams, response: { 200: GuestUniversityDetail, 404: ErrorResponse } } },
    async (request): Promise<GuestUniversityDetail> => {
      const university = await universities.findGuestBySlug(request.params.slug);
      if (!university) throw new HttpError(404, NOT_FOUND);
      return { university };
    },
  );

  app.get<{ Params: UniversitySlugParams }>(
    '/api/universities/slug/:slug',
    {
      preValidation: authenticate,
      schema: { tags: ['universities'], summary: 'One university, every field', ...signedIn, params: UniversitySlugParams, response: { 200: UniversityDetail, 401: ErrorResponse, 404: ErrorResponse } },
    },
    async (request): Promise<UniversityDetail> => {
      const university = await universities.findFullBySlug(request.params.slug);
      if (!university) throw new HttpError(404, NOT_FOUND);
      return { university };
    },
  );
}

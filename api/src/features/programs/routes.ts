import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import {
  DecisionDatesAnswer,
  DecisionDatesQuery,
  ErrorResponse,
  ProgramAwardsOnPage,
  ProgramAwardsQuery,
  ProgramSuggestions,
  ProgramSuggestionsQuery,
  SHORTLIST_LIMIT,
} from '@gradatlas/shared/contracts';
import { HttpError } from '../../plugins/errors';
import { decisionProvenance } from './decision-dates';
import type { ProgramAwards } from './program-awards';
import type { ProgramCatalog } from './program-catalog';
import { suggestPrograms } from './suggest-programs';

export interface ProgramRouteOptions {
  programs: ProgramCatalog;
  awards: ProgramAwards;
  /** Decision dates are signed in only (SPEC section 6: not a guest field). */
  authenticate: preHandlerAsyncHookHandler;
}

/** As many as a shortlist holds. */
const MAX_SLUGS = SHORTLIST_LIMIT;

/** The `slugs` query as distinct slugs in the order given; none or more than a shortlist holds is a 400. */
function slugList(text: string): string[] {
  const slugs = [...new Set(text.split(',').map((slug) => slug.trim()).filter(Boolean))];
  if (slugs.length === 0 || slugs.length > MAX_SLUGS) throw new HttpError(400, `slugs must name 1 to ${MAX_SLUGS} universities, comma-separated`);
  return slugs;
}

export function programRoutes(app: FastifyInstance, options: ProgramRouteOptions): void {
  const { programs, awards, authenticate } = options;

  app.get<{ Querystring: ProgramSuggestionsQuery }>(
    '/api/public/programs/suggestions',
    {
      schema: {
        tags: ['programs'],
        summary: 'Graduate programmes (CIP 2020 codes) for what a student types, best first',
        description:
          'Codes are CIP 2020 codes: a family ("11"), a series ("11.07") or a programme ("11.0701"); a shorter code covers every programme under it. ' +
          'Common names map to reviewed codes (api/docs/data.md, "Programmes"); other text is matched against the CIP titles. `covers` says in words what a choice covers, ' +
          'never the code. US universities only (US Department of Education data, IPEDS Completions). ' +
          'Each suggestion says how many of the programmes it covers are on the DHS STEM list (`stem`); `stem=true` offers only codes with at least one.',
        querystring: ProgramSuggestionsQuery,
        response: { 200: ProgramSuggestions, 400: ErrorResponse },
      },
    },
    async (request): Promise<ProgramSuggestions> => ({ data: suggestPrograms(programs, request.query.query, { stemOnly: request.query.stem === true }) }),
  );

  app.get<{ Querystring: ProgramAwardsQuery }>(
    '/api/public/programs/awards',
    {
      schema: {
        tags: ['programs'],
        summary: 'What each of the given universities awarded in one programme in 2022-23 (a university left out awarded none in 2021-22 or 2022-23, or has no IPEDS record)',
        description: '`stem=true` counts only programmes whose CIP code is on the DHS STEM list (July 2024).',
        querystring: ProgramAwardsQuery,
        response: { 200: ProgramAwardsOnPage, 400: ErrorResponse },
      },
    },
    async (request): Promise<ProgramAwardsOnPage> => {
      const { program, level, stem } = request.query;
      const slugs = slugList(request.query.slugs);
      return awards.onPage(slugs, { code: program, level, stemOnly: stem === true });
    },
  );

  app.get<{ Querystring: DecisionDatesQuery }>(
    '/api/universities/decision-dates',
    {
      onRequest: authenticate,
      schema: {
        tags: ['programs'],
        summary: 'When admits and rejections were posted at each of the given universities (GradCafe reports, Fall 2021 - Fall 2024), for ordering a shortlist',
        description:
          'Per university: the middle half of the season days (0 = 1 September) on which admits and rejections were posted, for the narrowest programme group covering `program` ' +
          'with enough reports, else every programme at `level`. Only from 20 reports; a university without enough is absent. Slugs are current slugs.',
        security: [{ bearerAuth: [] }],
        querystring: DecisionDatesQuery,
        response: { 200: DecisionDatesAnswer, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request): Promise<DecisionDatesAnswer> => {
      const { level, program } = request.query;
      const data: DecisionDatesAnswer['data'] = {};
      for (const slug of slugList(request.query.slugs)) {
        const timing = programs.decisionDates.narrowest(slug, level, program);
        if (timing) data[slug] = timing;
      }
      return { ...decisionProvenance(), level, program: program ?? null, data };
    },
  );
}

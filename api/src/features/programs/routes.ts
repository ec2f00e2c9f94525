import type { FastifyInstance } from 'fastify';
import { ErrorResponse, ProgramAwardsOnPage, ProgramAwardsQuery, ProgramSuggestions, ProgramSuggestionsQuery } from '@gradatlas/shared/contracts';
import { HttpError } from '../../plugins/errors';
import type { ProgramCatalog } from './program-catalog';
import { suggestPrograms } from './suggest-programs';

export function programRoutes(app: FastifyInstance, options: { programs: ProgramCatalog }): void {
  const { programs } = options;

  app.get<{ Querystring: ProgramSuggestionsQuery }>(
    '/api/public/programs/suggestions',
    {
      schema: {
        tags: ['programs'],
        summary: 'Graduate programmes (CIP 2020 codes) for what a student types, best first',
        description:
          'Codes are CIP 2020 codes: a family ("11"), a series ("11.07") or a programme ("11.0701"); a shorter code covers every programme under it. ' +
          'Common names map to reviewed codes (api/docs/data.md, "Programmes"); other text is matched against the CIP titles. `covers` says in words what a choice covers, ' +
          'never the code. US universities only (US Department of Education data, IPEDS Completions).',
        querystring: ProgramSuggestionsQuery,
        response: { 200: ProgramSuggestions, 400: ErrorResponse },
      },
    },
    async (request): Promise<ProgramSuggestions> => ({ data: suggestPrograms(programs, request.query.query) }),
  );

  app.get<{ Querystring: ProgramAwardsQuery }>(
    '/api/public/programs/awards',
    {
      schema: {
        tags: ['programs'],
        summary: 'What each of the given universities awarded in one programme in 2022-23 (a university left out awarded none in 2021-22 or 2022-23, or has no IPEDS record)',
        querystring: ProgramAwardsQuery,
        response: { 200: ProgramAwardsOnPage, 400: ErrorResponse },
      },
    },
    async (request): Promise<ProgramAwardsOnPage> => {
      const { program, level } = request.query;
      const slugs = [...new Set(request.query.slugs.split(',').map((slug) => slug.trim()).filter(Boolean))];
      if (slugs.length === 0 || slugs.length > MAX_AWARD_SLUGS) throw new HttpError(400, `slugs must name 1 to ${MAX_AWARD_SLUGS} universities, comma-separated`);
      const awards = programs.awardsUnder(program, level);
      return {
        code: program,
        title: programs.title(program) ?? program,
        level: level ?? null,
        year: programs.year,
        awards: Object.fromEntries(slugs.flatMap((slug) => (awards.has(slug) ? [[slug, awards.get(slug)!]] : []))),
      };
    },
  );
}

/** As many as a shortlist holds. */
const MAX_AWARD_SLUGS = 100;

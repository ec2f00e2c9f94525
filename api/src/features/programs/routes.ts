import type { FastifyInstance } from 'fastify';
import { ErrorResponse, ProgramSuggestions, ProgramSuggestionsQuery } from '@gradatlas/shared/contracts';
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
          'Common names map to reviewed codes (api/docs/data.md, "Programmes"); other text is matched against the CIP titles. US universities only (IPEDS).',
        querystring: ProgramSuggestionsQuery,
        response: { 200: ProgramSuggestions, 400: ErrorResponse },
      },
    },
    async (request): Promise<ProgramSuggestions> => ({ data: suggestPrograms(programs, request.query.query) }),
  );
}

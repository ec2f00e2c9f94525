import type { FastifyError, FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  BatchChanceRequest,
  BatchChanceResponse,
  type BatchChanceResult,
  ChanceErrorResponse,
  ChanceSuggestions,
  ChanceSuggestionsQuery,
  ErrorResponse,
  GeneralChanceRequest,
  GeneralChanceResponse,
  SpecificChanceRequest,
  SpecificChanceResponse,
  type ChanceInputField,
  type ChanceListItem,
} from '@gradatlas/shared/contracts';
import { searchForm } from '../../lib/search-text';
import { MIN_SHOWN_COUNT } from './model/admission-model';
import { estimateFor, programmeUse, titled, type ProgrammeTitle } from './model/estimate-for';
import { analyseSchool, hasEvidence, type SchoolProfile, type SpecificAnalysis, validateChanceBody } from './model/model';
import { TIER_MEANINGS } from './model/tiers';
import { fieldOfMessage } from './model/validation';
import { generalCandidates, type ProgramAwarders } from './general-candidates';
import type { ChanceCategory, ChanceMode } from './model/types';
import { type SchoolProfiles } from './school-profiles';

/**
 * What the calculator needs of the university list: names for its suggestions.
 * Declared here so this feature does not import the universities feature;
 * app.ts passes the universities repository, which has this method.
 */
export interface UniversityNameSuggester {
  suggestNames(text: string, limit: number): Promise<ChanceSuggestions>;
}

export interface ChanceRouteOptions {
  universities: UniversityNameSuggester;
  profiles: SchoolProfiles;
  authenticate: preHandlerAsyncHookHandler;
  /** Who awards a programme: with a programme chosen, the general mode considers only them. */
  programAwarders?: ProgramAwarders;
  /** A CIP code's title, so each answer can name the programme its estimates were for. */
  programTitle?: ProgrammeTitle;
}

/** SPEC section 9: calculator suggestions need more than 2 characters; at most 6. */
const SUGGESTION_MIN_EXCLUSIVE = 2;
const SUGGESTION_LIMIT = 6;
/** Each general list shows at most this many schools, best fit first. */
export const GENERAL_LIST_LIMIT = 10;

export const unknownUniversityMessage = (name: string) =>
  `We could not find a university named "${name}". Choose one from the suggestions.`;

/** Each problem about one field, named, so the form can show it beside that field. */
const fieldErrors = (errors: string[]) => errors.flatMap((message) => {
  const field = fieldOfMessage(message);
  return field ? [{ field, message }] : [];
});

class ChanceInputError extends Error {
  constructor(readonly errors: string[], readonly fields: Array<{ field: ChanceInputField; message: string }> = fieldErrors(errors)) {
    super(errors.join(' '));
  }
}

const signedIn = { security: [{ bearerAuth: [] }] };
const failures = { 400: ChanceErrorResponse, 401: ErrorResponse };

/** Problems the schema found (wrong JSON types) become the same `errors` list as the model's checks. */
function checked(request: FastifyRequest, mode: ChanceMode) {
  if (request.validationError) throw new ChanceInputError([request.validationError.message]);
  const result = validateChanceBody(request.body, mode);
  if (!result.ok) throw new ChanceInputError(result.errors);
  return result;
}

const listItem = (analysis: SpecificAnalysis, slug: string): ChanceListItem => ({
  name: analysis.university,
  slug,
  probability: analysis.probability,
  probabilityRange: analysis.probabilityRange,
  ...(analysis.acceptanceRate === undefined ? {} : { acceptanceRate: analysis.acceptanceRate }),
  evidence: analysis.evidence,
});


/**
 * Orders one band by fit to the applicant: the highest estimated chance first;
 * among equal estimates (the 98 % cap), the better GradAtlas rank first
 * (schools arrive in rank order and the sort is stable).
 */
const byFit = (a: { analysis: SpecificAnalysis }, b: { analysis: SpecificAnalysis }) => b.analysis.probability - a.analysis.probability;

export function chanceRoutes(app: FastifyInstance, options: ChanceRouteOptions): void {
  const { universities, profiles, authenticate } = options;
  const title: ProgrammeTitle = options.programTitle ?? (() => undefined);

  app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ChanceInputError) {
        return reply.code(400).send({ success: false, errors: error.errors, message: error.message, fieldErrors: error.fields });
      }
      // Other 400s (malformed JSON, an empty body) must match the same 400 schema, which needs `errors`.
      if (error.statusCode === 400) {
        return reply.code(400).send({ success: false, errors: [error.message], message: error.message });
      }
      throw error;
    });

    scope.get<{ Querystring: ChanceSuggestionsQuery }>(
      '/api/rate-my-chances/suggestions',
      {
        onRequest: authenticate,
        schema: { tags: ['rate-my-chances'], summary: 'University names for the calculator', ...signedIn, querystring: ChanceSuggestionsQuery, response: { 200: ChanceSuggestions, 401: ErrorResponse } },
      },
      async (request): Promise<ChanceSuggestions> => {
        const text = request.query.query?.trim() ?? '';
        if (text.length <= SUGGESTION_MIN_EXCLUSIVE) return [];
        return universities.suggestNames(text, SUGGESTION_LIMIT);
      },
    );

    scope.post<{ Body: GeneralChanceRequest }>(
      '/api/rate-my-chances/general',
      {
        onRequest: authenticate,
        attachValidation: true,
        schema: { tags: ['rate-my-chances'], summary: 'Safe, moderate and ambitious schools for a profile', ...signedIn, body: GeneralChanceRequest, response: { 200: GeneralChanceResponse, ...failures } },
      },
      async (request): Promise<GeneralChanceResponse> => {
        const { input, country } = checked(request, 'general');
        const bands = { safe: [], moderate: [], ambitious: [] } as Record<ChanceCategory, Array<{ analysis: SpecificAnalysis; slug: string }>>;
        let leftOut = 0;
        // A tier is a recommendation: only where the model learned from enough real decisions at the school, at the applicant's level.
        const placeable = (school: SchoolProfile) => hasEvidence(input, school);
        const candidates = await generalCandidates(profiles, { country: country ?? 'All', input }, options.programAwarders, placeable);
        for (const school of candidates.schools) {
          if (!placeable(school)) {
            leftOut += 1;
            continue;
          }
          const analysis = analyseSchool(input, school);
          bands[analysis.category].push({ analysis, slug: school.slug });
        }
        const top = (band: ChanceCategory) => bands[band].sort(byFit).slice(0, GENERAL_LIST_LIMIT).map((item) => listItem(item.analysis, item.slug));
        return {
          success: true,
          results: { safe: top('safe'), moderate: top('moderate'), ambitious: top('ambitious') },
          leftOut: { universities: leftOut, minimumDecisions: MIN_SHOWN_COUNT, degreeLevel: input.degreeLevel },
          programmeGroup: programmeUse(input, title)?.usedCode ?? null,
          awardedUnder: candidates.awardedUnder === null ? null : titled(title, candidates.awardedUnder),
          estimateFor: estimateFor(input, title),
          tierMeanings: TIER_MEANINGS,
        };
      },
    );

    scope.post<{ Body: SpecificChanceRequest }>(
      '/api/rate-my-chances/specific',
      {
        onRequest: authenticate,
        attachValidation: true,
        schema: { tags: ['rate-my-chances'], summary: 'Estimated chance at one school', ...signedIn, body: SpecificChanceRequest, response: { 200: SpecificChanceResponse, ...failures } },
      },
      async (request): Promise<SpecificChanceResponse> => {
        const { input, universityName } = checked(request, 'specific');
        const name = universityName ?? '';
        const school = await profiles.findByName(name);
        if (!school) throw new ChanceInputError([unknownUniversityMessage(name)], [{ field: 'universityName', message: unknownUniversityMessage(name) }]);
        return { success: true, analysis: analyseSchool(input, school), estimateFor: estimateFor(input, title), tierMeanings: TIER_MEANINGS };
      },
    );

    // Several schools for one profile (a shortlist), each answered as the specific call would answer it.
    scope.post<{ Body: BatchChanceRequest }>(
      '/api/rate-my-chances/batch',
      {
        onRequest: authenticate,
        attachValidation: true,
        schema: { tags: ['rate-my-chances'], summary: 'Estimated chances at several schools, in the order asked', ...signedIn, body: BatchChanceRequest, response: { 200: BatchChanceResponse, ...failures } },
      },
      async (request): Promise<BatchChanceResponse> => {
        const { input, universityNames = [] } = checked(request, 'batch');
        const schools = await profiles.findByNames(universityNames);
        const results = universityNames.map((universityName): BatchChanceResult => {
          const school = schools.get(searchForm(universityName));
          if (!school) return { universityName, found: false, error: unknownUniversityMessage(universityName) };
          return { universityName, found: true, slug: school.slug, ...analyseSchool(input, school) };
        });
        return { success: true, results, estimateFor: estimateFor(input, title), tierMeanings: TIER_MEANINGS };
      },
    );
  });
}

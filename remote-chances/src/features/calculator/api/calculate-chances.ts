import { apiClient } from '@gradatlas/shared/api';
import type {
  ChanceLeftOut, EstimateFor, GeneralChanceRequest, GeneralChanceResponse, SpecificAnalysis, SpecificChanceRequest, SpecificChanceResponse, TierMeanings,
} from '@gradatlas/shared/contracts';
import { CALCULATOR_TEXT } from '../messages';
import { errorsOfUnsuccessful, UnsuccessfulAnswer } from './chance-failure';
import { generalBody, specificBody, type CalculatorInputs } from '@gradatlas/shared/domain';

export type GeneralResults = GeneralChanceResponse['results'];

/** What every answer says beside its chances; null where an answer does not say it. */
export interface AnswerContext {
  estimateFor: EstimateFor | null;
  tierMeanings: TierMeanings | null;
}

/** The lists, how many universities were left out for want of decisions (null if the answer does not say), and what the estimates were for. */
export interface GeneralAnswer extends AnswerContext {
  results: GeneralResults;
  leftOut: ChanceLeftOut | null;
  /** With a programme: the code the listed universities awarded a degree under (the programme's, or a wider one). */
  awardedUnder: { code: string; title: string } | null;
}

/** One university's analysis, and what it was for. */
export interface SpecificAnswer extends AnswerContext {
  analysis: SpecificAnalysis;
}

const field = (body: unknown, name: string): unknown => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined);

const awardedUnderOf = (body: unknown): GeneralAnswer['awardedUnder'] => {
  const value = field(body, 'awardedUnder') as Partial<NonNullable<GeneralAnswer['awardedUnder']>> | undefined;
  return typeof value?.code === 'string' && typeof value.title === 'string' ? { code: value.code, title: value.title } : null;
};

const leftOutOf = (body: unknown): ChanceLeftOut | null => {
  const value = field(body, 'leftOut') as Partial<ChanceLeftOut> | undefined;
  return typeof value?.universities === 'number' && typeof value.minimumDecisions === 'number' ? { degreeLevel: null, ...value } as ChanceLeftOut : null;
};

/** An answer's context, each part only when it has the shape it should. */
function contextOf(body: unknown): AnswerContext {
  const estimate = field(body, 'estimateFor') as Partial<EstimateFor> | undefined;
  const tiers = field(body, 'tierMeanings') as Partial<TierMeanings> | undefined;
  return {
    estimateFor: estimate && typeof estimate.seasons === 'object' && estimate.seasons !== null ? (estimate as EstimateFor) : null,
    tierMeanings: tiers && ['safe', 'moderate', 'ambitious'].every((tier) => typeof tiers[tier as keyof TierMeanings] === 'string') ? (tiers as TierMeanings) : null,
  };
}

function resultOf<T>(body: unknown, name: 'results' | 'analysis'): T {
  const joined = errorsOfUnsuccessful(body);
  if (joined !== undefined) throw new UnsuccessfulAnswer(joined || CALCULATOR_TEXT.genericError, body);
  const value = field(body, name);
  if (typeof value !== 'object' || value === null) throw new UnsuccessfulAnswer(CALCULATOR_TEXT.genericError, body);
  return value as T;
}

/** The programme, when one is chosen (a CIP code), travels beside the body the domain door builds. */
const withProgramme = <T extends object>(body: T, programCode: string | null) => (programCode ? { ...body, programCode } : body);

/** POST /api/rate-my-chances/general: safe, moderate and ambitious lists for the chosen country (and programme, when given). */
export async function calculateGeneral(inputs: CalculatorInputs, programCode: string | null = null): Promise<GeneralAnswer> {
  const body: GeneralChanceRequest = withProgramme(generalBody(inputs), programCode);
  const response = await apiClient.post<GeneralChanceResponse>('/api/rate-my-chances/general', body);
  return { results: resultOf<GeneralResults>(response.data, 'results'), leftOut: leftOutOf(response.data), awardedUnder: awardedUnderOf(response.data), ...contextOf(response.data) };
}

/** POST /api/rate-my-chances/specific: the analysis for one university (and programme, when given). */
export async function calculateSpecific(inputs: CalculatorInputs, programCode: string | null = null): Promise<SpecificAnswer> {
  const body: SpecificChanceRequest = withProgramme(specificBody(inputs), programCode);
  const response = await apiClient.post<SpecificChanceResponse>('/api/rate-my-chances/specific', body);
  return { analysis: resultOf<SpecificAnalysis>(response.data, 'analysis'), ...contextOf(response.data) };
}

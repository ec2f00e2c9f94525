import { apiClient } from '@gradatlas/shared/api';
import type { ChanceLeftOut, GeneralChanceRequest, GeneralChanceResponse, SpecificAnalysis, SpecificChanceRequest, SpecificChanceResponse } from '@gradatlas/shared/contracts';
import { CALCULATOR_TEXT } from '../messages';
import { errorsOfUnsuccessful, UnsuccessfulAnswer } from './chance-failure';
import { generalBody, specificBody, type CalculatorInputs } from '@gradatlas/shared/domain';

export type GeneralResults = GeneralChanceResponse['results'];
/** The lists, and how many universities were left out for want of decisions (null if the answer does not say). */
export interface GeneralAnswer {
  results: GeneralResults;
  leftOut: ChanceLeftOut | null;
}

const leftOutOf = (body: unknown): ChanceLeftOut | null => {
  const value = (body as { leftOut?: unknown }).leftOut as Partial<ChanceLeftOut> | undefined;
  return typeof value?.universities === 'number' && typeof value.minimumDecisions === 'number' ? (value as ChanceLeftOut) : null;
};

function resultOf<T>(body: unknown, field: 'results' | 'analysis'): T {
  const joined = errorsOfUnsuccessful(body);
  if (joined !== undefined) throw new UnsuccessfulAnswer(joined || CALCULATOR_TEXT.genericError);
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  if (typeof value !== 'object' || value === null) throw new UnsuccessfulAnswer(CALCULATOR_TEXT.genericError);
  return value as T;
}

/** The programme, when one is chosen (a CIP code), travels beside the body the domain door builds. */
const withProgramme = <T extends object>(body: T, programCode: string | null) => (programCode ? { ...body, programCode } : body);

/** POST /api/rate-my-chances/general: safe, moderate and ambitious lists for the chosen country (and programme, when given). */
export async function calculateGeneral(inputs: CalculatorInputs, programCode: string | null = null): Promise<GeneralAnswer> {
  const body: GeneralChanceRequest = withProgramme(generalBody(inputs), programCode);
  const response = await apiClient.post<GeneralChanceResponse>('/api/rate-my-chances/general', body);
  return { results: resultOf<GeneralResults>(response.data, 'results'), leftOut: leftOutOf(response.data) };
}

/** POST /api/rate-my-chances/specific: the analysis for one university (and programme, when given). */
export async function calculateSpecific(inputs: CalculatorInputs, programCode: string | null = null): Promise<SpecificAnalysis> {
  const body: SpecificChanceRequest = withProgramme(specificBody(inputs), programCode);
  const response = await apiClient.post<SpecificChanceResponse>('/api/rate-my-chances/specific', body);
  return resultOf<SpecificAnalysis>(response.data, 'analysis');
}

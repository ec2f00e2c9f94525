import { apiClient } from '@gradatlas/shared/api';
import type { GeneralChanceResponse, SpecificAnalysis, SpecificChanceResponse } from '@gradatlas/shared/contracts';
import { CALCULATOR_TEXT } from '../messages';
import { errorsOfUnsuccessful, UnsuccessfulAnswer } from './chance-failure';
import { generalBody, specificBody, type CalculatorInputs } from '@gradatlas/shared/domain';

export type GeneralResults = GeneralChanceResponse['results'];

function resultOf<T>(body: unknown, field: 'results' | 'analysis'): T {
  const joined = errorsOfUnsuccessful(body);
  if (joined !== undefined) throw new UnsuccessfulAnswer(joined || CALCULATOR_TEXT.genericError);
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  if (typeof value !== 'object' || value === null) throw new UnsuccessfulAnswer(CALCULATOR_TEXT.genericError);
  return value as T;
}

/** POST /api/rate-my-chances/general: safe, moderate and ambitious lists for the chosen country. */
export async function calculateGeneral(inputs: CalculatorInputs): Promise<GeneralResults> {
  const response = await apiClient.post<GeneralChanceResponse>('/api/rate-my-chances/general', generalBody(inputs));
  return resultOf<GeneralResults>(response.data, 'results');
}

/** POST /api/rate-my-chances/specific: the analysis for one university. */
export async function calculateSpecific(inputs: CalculatorInputs): Promise<SpecificAnalysis> {
  const response = await apiClient.post<SpecificChanceResponse>('/api/rate-my-chances/specific', specificBody(inputs));
  return resultOf<SpecificAnalysis>(response.data, 'analysis');
}

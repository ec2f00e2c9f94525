import { join } from 'node:path';
import type { AdmissionModel } from '../../src/features/chances/model/admission-model';
import { chooseThresholds } from './category-thresholds';
import { type FitSettings, fitModel, predictOutcomes } from './logistic-fit';
import { type Outcome, readOutcomes } from './outcomes';
import { toeflPerGreRatio } from './toefl-effect';

/**
 * The settings the shipped model is fitted with, chosen by rolling-origin
 * validation (evaluate-chance-model.ts prints the comparison; the reasons are
 * in api/docs/chance-model.md).
 */
export const CHOSEN_SETTINGS: Omit<FitSettings, 'toeflPerGreRatio'> = {
  season: { level: 'trend', halfLife: null },
  adjustmentPriorSd: 0.3,
  degreeAdjustmentPriorSd: 0.5,
  minDecisionsForAdjustment: 5,
  internationalByDegree: false,
};


export const UNIVERSITIES_FILE = join(__dirname, '../../data/universities.json');

/** Every decision joined to our records, and TOEFL's effect from Graduate Admission 2. */
export function loadDecisions(dataDir: string) {
  const { outcomes, skipped } = readOutcomes(dataDir, UNIVERSITIES_FILE);
  return { outcomes, skipped, toefl: toeflPerGreRatio(dataDir), seasons: [...new Set(outcomes.map((o) => o.season))].sort() };
}

/** Fits on the given decisions and sets the category cut-offs on them. */
export function trainModel(train: Outcome[], toeflRatio: number, settings: Omit<FitSettings, 'toeflPerGreRatio'> = CHOSEN_SETTINGS): AdmissionModel {
  const fitted = fitModel(train, { ...settings, toeflPerGreRatio: toeflRatio });
  return { ...fitted, ...chooseThresholds(predictOutcomes(fitted, train), train.map((o) => o.admitted)) };
}

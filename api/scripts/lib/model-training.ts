import { join } from 'node:path';
import type { AdmissionModel } from '../../src/features/chances/model/admission-model';
import { chooseThresholds } from './category-thresholds';
import { type FitSettings, fitModel, predictOutcomes } from './logistic-fit';
import { type Outcome, readOutcomes } from './outcomes';
import { checkCodesAgainstCip } from './programme-names';
import { toeflPerGreRatio } from './toefl-effect';

export type Settings = Omit<FitSettings, 'toeflPerGreRatio'>;

/**
 * The settings the shipped model is fitted with, chosen by rolling-origin
 * validation (evaluate-chance-model.ts prints the comparison; the reasons are
 * in api/docs/chance-model.md).
 */
export const CHOSEN_SETTINGS: Settings = {
  season: { level: 'latest', byDegree: true, window: 1, damping: 0 },
  priorSd: { programme: 1.2, programmeLevel: 0.75, school: 0.75, schoolLevel: 0.45, schoolProgramme: 0.45 },
  minProgrammeDecisions: 200,
};


export const UNIVERSITIES_FILE = join(__dirname, '../../data/universities.json');

/** Every decision joined to our records, and TOEFL's effect from Graduate Admission 2. */
export function loadDecisions(dataDir: string) {
  checkCodesAgainstCip(dataDir);
  const { outcomes, skipped, matches } = readOutcomes(dataDir, UNIVERSITIES_FILE);
  return { outcomes, skipped, matches, toefl: toeflPerGreRatio(dataDir), seasons: [...new Set(outcomes.map((o) => o.season))].sort() };
}

/** Fits on the given decisions and sets the category cut-offs on them. */
export function trainModel(train: Outcome[], toeflRatio: number, settings: Settings = CHOSEN_SETTINGS): AdmissionModel {
  const fitted = fitModel(train, { ...settings, toeflPerGreRatio: toeflRatio });
  return { ...fitted, ...chooseThresholds(predictOutcomes(fitted, train), train.map((o) => o.admitted)) };
}

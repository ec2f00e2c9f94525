import { join, resolve } from 'node:path';
import type { AdmissionModel } from '../../src/features/chances/model/admission-model';
import { chooseThresholds, fitModel, predictOutcomes } from './logistic-fit';
import { type Outcome, readOutcomes } from './outcomes';
import { toeflPerGreRatio } from './toefl-effect';

/** Seasons fitted on; the next season is held out for the evaluation. */
export const TRAIN_SEASONS = [2012, 2013, 2014, 2015];
export const TEST_SEASON = 2016;

export function dataDirectory(argument: string | undefined): string {
  return resolve(argument ?? join(__dirname, '../../../../shared/data'));
}

export const UNIVERSITIES_FILE = join(__dirname, '../../data/universities.json');

/** Reads the decisions, fits on the training seasons and sets the category cut-offs on them. */
export function trainModel(dataDir: string) {
  const { outcomes, skipped } = readOutcomes(dataDir, UNIVERSITIES_FILE);
  const train = outcomes.filter((o) => TRAIN_SEASONS.includes(o.season));
  const test = outcomes.filter((o) => o.season === TEST_SEASON);
  const toefl = toeflPerGreRatio(dataDir);
  const fitted = fitModel(train, { toeflPerGreRatio: toefl.ratio });
  const thresholds = chooseThresholds(predictOutcomes(fitted, train), train.map((o) => o.admitted));
  const model: AdmissionModel = { ...fitted, ...thresholds };
  return { model, train, test, skipped, toefl, all: outcomes as Outcome[] };
}

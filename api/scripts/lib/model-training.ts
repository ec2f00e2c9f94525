import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AdmissionModel } from '../../src/features/chances/model/admission-model';
import { calibrationOf } from './calibration';
import { type FitSettings, fitModel } from './logistic-fit';
import { type Outcome, readOutcomes } from './outcomes';
import { checkCodesAgainstCip } from './programme-names';
import { toeflPerGreRatio } from './toefl-effect';

export type Settings = Omit<FitSettings, 'toeflPerGreRatio'> & {
  /** Draw the estimates together by the slope measured on the latest season a fit without it had not seen (calibration.ts). */
  calibrate: boolean;
};

/**
 * The settings the shipped model is fitted with, chosen by rolling-origin
 * validation (evaluate-chance-model.ts prints the comparison; the reasons are
 * in api/docs/chance-model.md).
 */
export const CHOSEN_SETTINGS: Settings = {
  season: { level: 'latest', byDegree: true, window: 1, damping: 0 },
  priorSd: { field: 1.2, fieldLevel: 0.75, programme: 0.6, programmeLevel: 0.45, school: 0.75, schoolLevel: 0.45, schoolField: 0.45, schoolProgramme: 0.3 },
  minProgrammeDecisions: 200,
  calibrate: true,
};

export const UNIVERSITIES_FILE = join(__dirname, '../../data/universities.json');

/** Every decision joined to our records, and TOEFL's effect from Graduate Admission 2. */
export function loadDecisions(dataDir: string) {
  checkCodesAgainstCip(dataDir);
  const { outcomes, skipped, matches } = readOutcomes(dataDir, UNIVERSITIES_FILE);
  return { outcomes, skipped, matches, toefl: toeflPerGreRatio(dataDir), seasons: [...new Set(outcomes.map((o) => o.season))].sort() };
}

// The evaluation fits the same seasons with the same settings several times
// (a fold, and the fold after it for its calibration): each fit is kept for
// this run. CHANCE_FIT_CACHE names a folder to keep them across runs too (a
// rerun of the evaluation on a busy machine); the key holds the settings and
// a digest of the decisions, so a change to either gives a new fit. It cannot
// see a change to the scripts: empty the folder after one.
const fits = new Map<string, AdmissionModel>();
const FIT_CACHE = process.env.CHANCE_FIT_CACHE?.trim();

function fitOnce(train: Outcome[], toeflRatio: number, settings: Settings): AdmissionModel {
  const { calibrate: _calibrate, ...fitSettings } = settings;
  const key = createHash('sha256').update(JSON.stringify([fitSettings, toeflRatio, train])).digest('hex');
  const file = FIT_CACHE ? join(FIT_CACHE, `${key}.json`) : null;
  const known = fits.get(key) ?? (file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as AdmissionModel) : undefined);
  if (known) {
    fits.set(key, known);
    return known;
  }
  const model = fitModel(train, { ...fitSettings, toeflPerGreRatio: toeflRatio });
  fits.set(key, model);
  if (file) {
    mkdirSync(FIT_CACHE!, { recursive: true });
    writeFileSync(file, JSON.stringify(model));
  }
  return model;
}

/** Fits on the given decisions and, when the settings ask, calibrates on the latest of their seasons (fitted without it). */
export function trainModel(train: Outcome[], toeflRatio: number, settings: Settings = CHOSEN_SETTINGS): AdmissionModel {
  const model = fitOnce(train, toeflRatio, settings);
  if (!settings.calibrate) return model;
  const latest = model.seasons.latest;
  const before = train.filter((o) => o.season < latest);
  if (!before.length) return model;
  return { ...model, calibration: calibrationOf(model, fitOnce(before, toeflRatio, settings), train.filter((o) => o.season === latest)) };
}

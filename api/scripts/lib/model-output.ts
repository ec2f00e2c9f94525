// What the fit script writes: the model (admission-model.json) and the
// admitted applicants' profiles (admitted-profiles.json), as text, so that
// the script can write them or check that the committed files are exactly
// what a fit gives today. Only coefficients, their covariance, centres,
// group adjustments, counts of at least 20 decisions and admits' quartiles
// from at least 20 admits are written: never a row.
import { join } from 'node:path';
import { type AdmissionModel, GROUP_LEVELS } from '../../src/features/chances/model/admission-model';
import { admittedProfiles } from './admitted-profiles';
import { OUTCOME_FILES, type Outcome } from './outcomes';
import { describeSettings } from './rolling-origin';
import { GRADUATE_ADMISSION_2 } from './toefl-effect';
import type { Settings } from './model-training';

export const MODEL_DIRECTORY = join(__dirname, '../../src/features/chances/model');
export const MODEL_FILES = { model: 'admission-model.json', profiles: 'admitted-profiles.json' } as const;

const round = (value: number) => Number(value.toPrecision(7));
const roundAll = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, round(v)]));

export function modelOutput(model: AdmissionModel, outcomes: Outcome[], settings: Settings, toefl: { ratio: number; rows: number }): Record<keyof typeof MODEL_FILES, string> {
  const source = `${Object.values(OUTCOME_FILES).join(', ')} (The GradCafe, self-reported), seasons ${model.seasons.first}-${model.seasons.latest}`;
  const output = {
    method: 'logistic regression on admitted (1) / rejected (0) decisions; group adjustments partially pooled; calibrated on the latest season; see api/docs/chance-model.md',
    fittedOn: `${source}: ${outcomes.length} decisions`,
    settings: describeSettings(settings),
    toeflEffect: `${GRADUATE_ADMISSION_2} (M. S. Acharya et al., ICCIDS 2019): TOEFL per point = ${round(toefl.ratio)} x GRE per point, from ${toefl.rows} rows`,
    intercept: round(model.intercept),
    coefficients: roundAll(model.coefficients),
    centres: roundAll(model.centres),
    covarianceTerms: model.covarianceTerms,
    covariance: model.covariance.map((row) => row.map(round)),
    seasonMovementSd: roundAll(model.seasonMovementSd),
    calibration: { masters: roundAll({ ...model.calibration.masters }), phd: roundAll({ ...model.calibration.phd }) },
    adjustmentSd: roundAll(model.adjustmentSd),
    adjustments: Object.fromEntries(
      GROUP_LEVELS.map((level) => [
        level,
        Object.fromEntries(Object.entries(model.adjustments[level]).sort(([a], [b]) => a.localeCompare(b)).map(([k, a]) => [k, { value: round(a.value), sd: round(a.sd) }])),
      ]),
    ),
    programmeGroups: model.programmeGroups,
    decisions: model.decisions,
    mastersShareWithoutDegreeLevel: model.mastersShareWithoutDegreeLevel,
    seasons: model.seasons,
  };
  const profiles = { source, minAdmits: 20, profiles: admittedProfiles(outcomes, model) };
  return { model: `${JSON.stringify(output, null, 2)}\n`, profiles: `${JSON.stringify(profiles, null, 2)}\n` };
}

// What an estimate was for, as every answer says it beside the chances: the
// degree level, how the programme was read (and what stood in when it had
// too few decisions), the scores on the scales given and as the model read
// them, and the seasons the model learned from.
import type { EstimateFor, ProgrammeUse } from '@gradatlas/shared/contracts';
import { gpaScale, gpaToFourPoint } from './conversions';
import { ADMISSION_MODEL } from './fitted-model';
import { applicantFigures, programmeFor } from './model';
import type { ChanceInput } from './types';

/** A CIP code's title (the programmes catalog), or undefined when it has none. */
export type ProgrammeTitle = (code: string) => string | undefined;

/** A code with its title, or "CIP <code>" when the catalog has none. */
export const titled = (title: ProgrammeTitle, code: string): { code: string; title: string } => ({ code, title: title(code) ?? `CIP ${code}` });

/**
 * How the estimates read the programme asked for: its programme group when
 * the model has one (a field asked for is its own group), else its field
 * when the field has decisions enough, else nothing programme-specific.
 */
export function programmeUse(input: ChanceInput, title: ProgrammeTitle): ProgrammeUse | null {
  const keys = programmeFor(input);
  if (keys === null || input.programCode === null) return null;
  const { adjustments, decisions } = ADMISSION_MODEL;
  const titleOf = (code: string) => titled(title, code).title;
  const askedField = input.programCode === keys.field;
  const base = titled(title, input.programCode);
  if (!askedField && keys.programme !== null && adjustments.programme[keys.programme]) {
    return { ...base, usedCode: keys.programme, usedTitle: titleOf(keys.programme), basis: 'programme', decisions: decisions.programme[keys.programme] ?? 0 };
  }
  if (adjustments.field[keys.field]) {
    return { ...base, usedCode: keys.field, usedTitle: titleOf(keys.field), basis: askedField ? 'programme' : 'field', decisions: decisions.field[keys.field] ?? 0 };
  }
  return { ...base, usedCode: null, usedTitle: null, basis: 'none', decisions: 0 };
}

export function estimateFor(input: ChanceInput, title: ProgrammeTitle): EstimateFor {
  const figures = applicantFigures(input);
  return {
    degreeLevel: input.degreeLevel,
    programme: programmeUse(input, title),
    gpa: input.gpa === null ? null : { value: input.gpa, scale: gpaScale(input.gpa, input.gpaScale), onFourPoints: gpaToFourPoint(input.gpa, input.gpaScale) },
    test: input.testType === null || input.testScore === null || figures.greTotal === null ? null : { type: input.testType, score: input.testScore, greTotal: figures.greTotal },
    language: input.languageScore === null || figures.toefl === null ? null : { type: input.languageTest, score: input.languageScore, toefl: figures.toefl },
    seasons: ADMISSION_MODEL.seasons,
  };
}

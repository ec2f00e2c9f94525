// What an estimate at one school rests on, as the answers say it: the real
// decisions at the school at the applicant's degree level (they inform the
// school's own adjustments), and of them those in the programme or its field.
// The programme's effect itself is learned across universities and pooled
// towards its field (admission-model.ts), so a school with few decisions in
// the programme still has an estimate, said to rest on the wider field.
import { MIN_SHOWN_COUNT, programmeKeysOf } from './admission-model';
import { ADMISSION_MODEL } from './fitted-model';
import type { ChanceInput, SchoolProfile, SpecificAnalysis } from './types';

type Evidence = SpecificAnalysis['evidence'];

/** Counts below MIN_SHOWN_COUNT are not shipped: they read as 0. */
const count = (counts: Record<string, number>, key: string | null) => (key === null ? 0 : (counts[key] ?? 0));

export function evidenceFor(input: ChanceInput, school: SchoolProfile): Evidence {
  const { decisions: counts, adjustments } = ADMISSION_MODEL;
  const decisions = input.degreeLevel ? count(counts.schoolLevel, `${school.slug}|${input.degreeLevel}`) : count(counts.school, school.slug);
  const ownAdjustment = adjustments.school[school.slug] !== undefined;
  const programme = programmeKeysOf(ADMISSION_MODEL, input.programCode);
  if (programme === null) return { decisions, inProgramme: 0, programmeBasis: null, ownAdjustment };
  const inField = count(counts.schoolField, `${school.slug}|${programme.field}`);
  // A field asked for is the programme itself; a narrower code is read as its programme group, when the model has one.
  const inProgramme = programme.field === input.programCode ? inField : count(counts.schoolProgramme, programme.programme && `${school.slug}|${programme.programme}`);
  if (inProgramme > 0) return { decisions, inProgramme, programmeBasis: 'programme', ownAdjustment };
  if (inField > 0) return { decisions, inProgramme: inField, programmeBasis: 'field', ownAdjustment };
  return { decisions, inProgramme: 0, programmeBasis: 'university', ownAdjustment };
}

/** True when the school has enough decisions at the applicant's level to be placed in a tier. */
export const hasEvidence = (input: ChanceInput, school: SchoolProfile): boolean => evidenceFor(input, school).decisions >= MIN_SHOWN_COUNT;

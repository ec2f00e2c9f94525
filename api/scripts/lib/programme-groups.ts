// The model's programme groups: CIP codes narrower than a family (a series
// such as "11.07", as the name table gives it) with enough decisions of their
// own. Every decision with a programme belongs to its field (the 2-digit
// family); a programme group's adjustment is its distance from the field's,
// so the decisions of a small programme count for its field only.
// Everything is resolved by prefix, as a request's programme code is (lib/cip-codes).
import { type ProgrammeKeys } from '../../src/features/chances/model/admission-model';
import { resolveCipGroup } from '../../src/lib/cip-codes';
import type { Outcome } from './outcomes';

export function programmeGroups(outcomes: Outcome[], minDecisions: number): string[] {
  const counts = new Map<string, number>();
  for (const o of outcomes) if (o.programme !== null && o.programme.length > 2) counts.set(o.programme, (counts.get(o.programme) ?? 0) + 1);
  return [...counts].filter(([, n]) => n >= minDecisions).map(([code]) => code).sort();
}

/** Each decision's field and programme group (null: no programme known). */
export const programmeKeysOfEach = (outcomes: Outcome[], groups: string[]): Array<ProgrammeKeys | null> => {
  const known = new Set(groups);
  return outcomes.map((o) => (o.programme === null ? null : { field: o.programme.slice(0, 2), programme: resolveCipGroup(o.programme, known) }));
};

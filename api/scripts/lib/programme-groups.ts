// The model's programme groups: CIP codes with enough decisions of their own.
// A code (series or family, as the name table gives it) with at least
// `minDecisions` decisions is a group; the decisions of smaller codes fall to
// their family, which is a group when they add up to that many. Everything is
// then resolved by prefix, as a request's programme code is (lib/cip-codes).
import { resolveCipGroup } from '../../src/lib/cip-codes';
import type { Outcome } from './outcomes';

export function programmeGroups(outcomes: Outcome[], minDecisions: number): string[] {
  const counts = new Map<string, number>();
  for (const o of outcomes) if (o.programme !== null) counts.set(o.programme, (counts.get(o.programme) ?? 0) + 1);
  const own = new Set([...counts].filter(([, n]) => n >= minDecisions).map(([code]) => code));
  const families = new Map<string, number>();
  for (const [code, n] of counts) if (!own.has(code)) families.set(code.slice(0, 2), (families.get(code.slice(0, 2)) ?? 0) + n);
  for (const [family, n] of families) if (n >= minDecisions) own.add(family);
  return [...own].sort();
}

/** Each decision's group (null: no programme, or one in no group). */
export const groupOfEach = (outcomes: Outcome[], groups: string[]) => {
  const known = new Set(groups);
  return outcomes.map((o) => (o.programme === null ? null : resolveCipGroup(o.programme, known)));
};

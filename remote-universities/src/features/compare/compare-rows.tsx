import type { ReactNode } from 'react';
import { formatAmount, formatCount, formatMoney, formatUsdTotal, hasUncomparableTuition, NOT_AVAILABLE, placeLine, usdAmount, type University } from '@gradatlas/shared/domain';
import { AmountInYourCurrency, CostInYourCurrency } from '../../components/amount-in-your-currency';
import { EstimatedValue } from '../../components/estimated-value';
import { amountOf, currencyOf, includesEstimate, yearlyCost } from '../../lib/yearly-cost';
import { formatRank, formatRate, formatScore } from '../../lib/format';

/** Which end of a row is best; rows without an order (place, head counts) have none. */
export type Better = 'lower' | 'higher';

export interface CompareRow {
  label: string;
  /** SPEC section 6: a guest sees only the basic fields; other rows ask them to log in. */
  guest: boolean;
  better?: Better;
  /** The number the 'best' mark compares; null when the value is missing. */
  value?: (university: University) => number | null;
  show: (university: University) => ReactNode;
}

const numberOf = (value: number | string): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A rank such as "12", "=15" or "101-150" as its first number, for ordering. */
export function rankValue(rank: string): number | null {
  if (rank === NOT_AVAILABLE) return null;
  const match = /\d+/.exec(rank);
  return match ? Number(match[0]) : null;
}

/** A department's example tuition is shown, but weighed against nothing. */
export const NOT_COMPARABLE = "not comparable: one department's example";

/** The tuition in US dollars when it is the university's own figure, else null (nothing to rank). */
export function comparableTuition(university: University): number | null {
  return hasUncomparableTuition(university) ? null : usdAmount(university, 'tuitionFees');
}

/** Tuition plus living cost in US dollars (a CA$ record by its US$ equivalents), only when both are known and comparable. */
export function totalYearlyCost(university: University): number | null {
  const tuition = comparableTuition(university);
  const living = usdAmount(university, 'livingExpenses');
  return tuition === null || living === null ? null : tuition + living;
}

const marked = (university: University, field: keyof University, text: string) => (
  <EstimatedValue university={university} field={field}>
    {text}
  </EstimatedValue>
);

function totalCostCell(university: University): ReactNode {
  if (hasUncomparableTuition(university)) return `No total (tuition ${NOT_COMPARABLE})`;
  const total = totalYearlyCost(university);
  if (total === null) return NOT_AVAILABLE;
  const withEstimate = (text: string) => (includesEstimate(university) ? `${text} (includes an estimate)` : text);
  return (
    <AmountInYourCurrency amount={yearlyCost(university)} from={currencyOf(university)} mark={withEstimate}>
      {withEstimate(formatUsdTotal(total, university.currency === 'CAD'))}
    </AmountInYourCurrency>
  );
}

function rankRow(label: string, rank: 'qsRank' | 'theRank' | 'arwuRank' | 'gradAtlasRank', year: 'qsRankYear' | 'theRankYear' | 'arwuRankYear' | 'gradAtlasRankYear'): CompareRow {
  return {
    label,
    guest: false,
    better: 'lower',
    value: (u) => rankValue(u[rank]),
    show: (u) => formatRank(u[rank], u[year]),
  };
}

/** The comparison's facts, top to bottom (issue 12). The chance row is added by the table. */
export const COMPARE_ROWS: CompareRow[] = [
  { label: 'Country and city', guest: true, show: (u) => [placeLine(u), u.country].filter((part, i, all) => part !== NOT_AVAILABLE && all.indexOf(part) === i).join(', ') || NOT_AVAILABLE },
  // Compared in US dollars: a CA$ amount by its US$ equivalent (shared/src/domain/currency.ts).
  {
    label: 'Graduate tuition (yearly)',
    guest: true,
    better: 'lower',
    value: comparableTuition,
    show: (u) => (
      <>
        <CostInYourCurrency university={u} field="tuitionFees" published={formatAmount(u, 'tuitionFees')} />
        {hasUncomparableTuition(u) && <span className="compare-table__caveat"> ({NOT_COMPARABLE})</span>}
      </>
    ),
  },
  {
    label: 'Estimated living cost (yearly)',
    guest: true,
    better: 'lower',
    value: (u) => usdAmount(u, 'livingExpenses'),
    show: (u) => <CostInYourCurrency university={u} field="livingExpenses" published={formatAmount(u, 'livingExpenses')} />,
  },
  { label: 'Total yearly cost', guest: true, better: 'lower', value: totalYearlyCost, show: totalCostCell },
  { label: 'Acceptance rate (undergrad.)', guest: false, better: 'higher', value: (u) => numberOf(u.acceptanceRate), show: (u) => marked(u, 'acceptanceRate', formatRate(u.acceptanceRate)) },
  { label: 'Average GRE', guest: false, better: 'lower', value: (u) => numberOf(u.averageGRE), show: (u) => marked(u, 'averageGRE', formatScore(u.averageGRE)) },
  { label: 'Average TOEFL', guest: false, better: 'lower', value: (u) => numberOf(u.averageToefl), show: (u) => marked(u, 'averageToefl', formatScore(u.averageToefl)) },
  { label: 'Research class (Carnegie 2021)', guest: false, show: (u) => marked(u, 'researchClass', u.researchClass) },
  { label: 'Students', guest: false, show: (u) => marked(u, 'totalEnrolled', formatCount(u.totalEnrolled)) },
  { label: 'Graduate students', guest: false, show: (u) => marked(u, 'graduateStudents', formatCount(u.graduateStudents)) },
  {
    label: 'International share (undergrad.)',
    guest: false,
    better: 'higher',
    value: (u) => numberOf(u.internationalStudentsPercent),
    show: (u) => marked(u, 'internationalStudentsPercent', formatRate(u.internationalStudentsPercent)),
  },
  {
    label: 'Median earnings, 10 years after entry',
    guest: false,
    better: 'higher',
    value: (u) => numberOf(u.averageSalary),
    show: (u) => (
      <AmountInYourCurrency amount={amountOf(u.averageSalary)} from="USD" mark={(text) => marked(u, 'averageSalary', text)}>
        {marked(u, 'averageSalary', formatMoney(u.averageSalary))}
      </AmountInYourCurrency>
    ),
  },
  rankRow('QS World ranking', 'qsRank', 'qsRankYear'),
  rankRow('THE World ranking', 'theRank', 'theRankYear'),
  rankRow('ARWU ranking', 'arwuRank', 'arwuRankYear'),
  rankRow('GradAtlas rank', 'gradAtlasRank', 'gradAtlasRankYear'),
];

/**
 * Which columns hold the row's best value: all that tie for it. Nothing is
 * marked when fewer than two columns have a value, since a lone value is not
 * "best" of anything.
 */
export function bestColumns(values: Array<number | null>, better: Better | undefined): Set<number> {
  if (!better) return new Set();
  const known = values.flatMap((value, index) => (value === null ? [] : [{ value, index }]));
  if (known.length < 2) return new Set();
  const target = better === 'lower' ? Math.min(...known.map((k) => k.value)) : Math.max(...known.map((k) => k.value));
  if (known.every((k) => k.value === target)) return new Set();
  return new Set(known.filter((k) => k.value === target).map((k) => k.index));
}

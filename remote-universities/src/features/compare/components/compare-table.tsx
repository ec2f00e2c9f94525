import type { ReactNode } from 'react';
import { Link } from '@gradatlas/shared/router';
import { EXCHANGE_RATE_NOTE, type University } from '@gradatlas/shared/domain';
import { RatesUsed } from '../../../components/amount-in-your-currency';
import { bestColumns, COMPARE_ROWS, type Better } from '../compare-rows';
import { describeChance, tierMeaningsText, type SchoolChances } from '../api/get-school-chances';
import type { SchoolChancesState } from '../hooks/use-school-chances';
import type { ProgramAwardsOnPage } from '@gradatlas/shared/contracts';
import { ProgramRow } from './program-row';
import './compare-table.css';

interface CompareTableProps {
  universities: University[];
  loggedIn: boolean;
  chances: SchoolChancesState;
  /** Called as a guest follows 'Log in to view', to come back here afterwards. */
  onLogin?: () => void;
  /** With a programme chosen in the explorer: what each university awarded in it. */
  program?: ProgramAwardsOnPage | null;
}

function Cell({ best, children }: { best: boolean; children: ReactNode }) {
  return (
    <td className={best ? 'compare-table__best' : undefined}>
      {children}
      {/* Not by colour alone: the mark is text, read out too. */}
      {best && <span className="compare-table__best-mark"> Best</span>}
    </td>
  );
}

function Row({ label, values, better, cells }: { label: string; values: Array<number | null>; better?: Better; cells: ReactNode[] }) {
  const best = bestColumns(values, better);
  return (
    <tr>
      <th scope="row">{label}</th>
      {cells.map((cell, index) => (
        <Cell key={index} best={best.has(index)}>
          {cell}
        </Cell>
      ))}
    </tr>
  );
}

function ChanceRow({ universities, chances }: { universities: University[]; chances: SchoolChancesState }) {
  const label = 'Your estimated chance';
  if (chances.status === 'guest') return null;
  if (chances.status !== 'ready') {
    const text =
      chances.status === 'no-inputs' ? (
        <Link to="/rate-my-chances">Use the calculator to see your chance at each school</Link>
      ) : chances.status === 'loading' ? (
        'Estimating...'
      ) : (
        <>
          {chances.message} <Link to="/rate-my-chances">Check your inputs in the calculator</Link>
        </>
      );
    return (
      <tr>
        <th scope="row">{label}</th>
        <td colSpan={universities.length}>{text}</td>
      </tr>
    );
  }
  const found = universities.map((u) => chances.chances.get(u.name) ?? null);
  return (
    <Row
      label={label}
      better="higher"
      values={found.map((chance) => chance?.probability ?? null)}
      cells={found.map((chance) => (chance ? describeChance(chance) : 'N/A'))}
    />
  );
}

/** What the chance row answered and what its tiers mean, in the calculator's words. */
function ChanceNote({ basis, tierMeanings }: Pick<SchoolChances, 'basis' | 'tierMeanings'>) {
  return (
    <p className="compare-table__note">
      Your estimated chance: {basis}
      {tierMeanings && ` ${tierMeaningsText(tierMeanings)}`}
    </p>
  );
}

/** One column per university, one row per fact; the best of each ordered row is marked. */
export function CompareTable({ universities, loggedIn, chances, onLogin, program }: CompareTableProps) {
  const withCad = universities.some((u) => u.currency === 'CAD');
  return (
    <div className="compare-table__scroll" role="region" aria-label="Comparison table" tabIndex={0}>
      <table className="compare-table">
        <caption className="visually-hidden">Side-by-side comparison of {universities.map((u) => u.name).join(', ')}</caption>
        <thead>
          <tr>
            <th scope="col">Fact</th>
            {universities.map((u) => (
              <th key={u.slug} scope="col">
                <Link to={`/university/${encodeURIComponent(u.slug)}`}>{u.name}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {program && <ProgramRow universities={universities} program={program} />}
          {COMPARE_ROWS.map((row) =>
            row.guest || loggedIn ? (
              <Row
                key={row.label}
                label={row.label}
                better={row.better}
                values={universities.map((u) => row.value?.(u) ?? null)}
                cells={universities.map((u) => row.show(u))}
              />
            ) : (
              <tr key={row.label} className="compare-table__locked">
                <th scope="row">{row.label}</th>
                <td colSpan={universities.length}>
                  <Link to="/login" onClick={onLogin}>
                    Log in to view {row.label}
                  </Link>
                </td>
              </tr>
            ),
          )}
          <ChanceRow universities={universities} chances={chances} />
        </tbody>
      </table>
      {chances.status === 'ready' && chances.basis && <ChanceNote basis={chances.basis} tierMeanings={chances.tierMeanings} />}
      {/* Costs are ranked in US dollars; a CA$ amount is shown with its US$ equivalent at one dated rate. */}
      {withCad && <p className="compare-table__note">Amounts in CA$ are Canadian dollars; {EXCHANGE_RATE_NOTE}.</p>}
      <RatesUsed withCad={withCad} />
    </div>
  );
}

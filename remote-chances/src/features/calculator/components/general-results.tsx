import { forwardRef } from 'react';
import { Link } from '@gradatlas/shared/router';
import { formatPercent } from '@gradatlas/shared/domain';
import type { ChanceLeftOut, ChanceListItem } from '@gradatlas/shared/contracts';
import type { GeneralResults as Results } from '../api/calculate-chances';
import { CALCULATOR_TEXT } from '../messages';
import { probabilityText } from '../model/score-bar';
import { ListToggles, ResultActions, universityPath } from './result-actions';

const LISTS = [
  { key: 'safe', title: 'Safe' },
  { key: 'moderate', title: 'Moderate' },
  { key: 'ambitious', title: 'Ambitious' },
] as const;

function ListItem({ item }: { item: ChanceListItem }) {
  return (
    <li className="chance-list__item">
      <Link to={universityPath(item.name, item.slug)}>{item.name}</Link>
      {item.acceptanceRate !== undefined && <span>Acceptance rate: {formatPercent(item.acceptanceRate)}</span>}
      {item.probability !== undefined && <span>Estimated chance: {probabilityText(item.probability)}</span>}
      <span className="chance-list__evidence">{CALCULATOR_TEXT.decisions(item.evidence.decisions)}</span>
      <ListToggles name={item.name} slug={item.slug} />
    </li>
  );
}

interface GeneralResultsProps {
  results: Results;
  leftOut: ChanceLeftOut | null;
}

/**
 * SPEC section 3 general result: the safe, moderate and ambitious lists, each
 * with its empty text; under them, how many universities were left out
 * because the model learned from too few decisions there.
 */
export const GeneralResults = forwardRef<HTMLHeadingElement, GeneralResultsProps>(function GeneralResults({ results, leftOut }, headingRef) {
  return (
    <section className="calculator-result" aria-labelledby="general-result-title">
      <h2 id="general-result-title" ref={headingRef} tabIndex={-1}>
        Your university matches
      </h2>
      <div className="chance-lists">
        {LISTS.map(({ key, title }) => (
          <section key={key} className={`chance-list chance-list--${key}`} aria-labelledby={`chance-list-${key}`}>
            <h3 id={`chance-list-${key}`}>{title}</h3>
            {results[key].length === 0 ? (
              <p className="chance-list__empty">{CALCULATOR_TEXT.empty[key]}</p>
            ) : (
              <ul aria-labelledby={`chance-list-${key}`}>
                {results[key].map((item, index) => (
                  <ListItem key={`${item.name}-${index}`} item={item} />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      {leftOut !== null && leftOut.universities > 0 && <p className="chance-lists__left-out">{CALCULATOR_TEXT.leftOut(leftOut.universities, leftOut.minimumDecisions)}</p>}
      <ResultActions />
    </section>
  );
});

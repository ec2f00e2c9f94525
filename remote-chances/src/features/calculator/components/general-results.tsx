import { forwardRef } from 'react';
import { Link } from '@gradatlas/shared/router';
import { formatPercent } from '@gradatlas/shared/domain';
import type { ChanceListItem, EstimateFor } from '@gradatlas/shared/contracts';
import type { GeneralAnswer } from '../api/calculate-chances';
import { CALCULATOR_TEXT } from '../messages';
import { candidatesText, evidenceText, leftOutText } from '../model/estimate-words';
import { estimateText, probabilityText } from '../model/score-bar';
import type { ChosenProgramme } from '../hooks/use-calculation';
import { EstimateContext } from './estimate-context';
import { ListToggles, ResultActions, universityPath } from './result-actions';

const LISTS = [
  { key: 'safe', title: 'Safe' },
  { key: 'moderate', title: 'Moderate' },
  { key: 'ambitious', title: 'Ambitious' },
] as const;

function ListItem({ item, estimateFor }: { item: ChanceListItem; estimateFor: EstimateFor | null }) {
  const chance = item.probability === undefined ? null : item.probabilityRange ? estimateText(item.probability, item.probabilityRange) : probabilityText(item.probability);
  return (
    <li className="chance-list__item">
      <Link to={universityPath(item.name, item.slug)}>{item.name}</Link>
      {item.acceptanceRate !== undefined && <span>Acceptance rate: {formatPercent(item.acceptanceRate)}</span>}
      {chance && <span>Estimated chance: {chance}</span>}
      <span className="chance-list__evidence">{evidenceText(item.evidence, estimateFor?.degreeLevel ?? null, estimateFor?.programme?.title ?? null)}</span>
      <ListToggles name={item.name} slug={item.slug} />
    </li>
  );
}

/**
 * SPEC section 3 general result: the safe, moderate and ambitious lists, each
 * with its empty text and, beside its title, what the tier means; above them,
 * what the estimates were for; under them, how many universities were left
 * out because the model learned from too few decisions there.
 */
export const GeneralResults = forwardRef<HTMLHeadingElement, { answer: GeneralAnswer; chosen?: ChosenProgramme }>(function GeneralResults({ answer, chosen = null }, headingRef) {
  const { results, leftOut, estimateFor, tierMeanings, awardedUnder } = answer;
  return (
    <section className="calculator-result" aria-labelledby="general-result-title">
      <h2 id="general-result-title" ref={headingRef} tabIndex={-1}>
        Your university matches
      </h2>
      <EstimateContext estimateFor={estimateFor} chosen={chosen} />
      <div className="chance-lists">
        {LISTS.map(({ key, title }) => (
          <section key={key} className={`chance-list chance-list--${key}`} aria-labelledby={`chance-list-${key}`} aria-describedby={tierMeanings ? `chance-list-${key}-meaning` : undefined}>
            <h3 id={`chance-list-${key}`}>{title}</h3>
            {tierMeanings && (
              <p id={`chance-list-${key}-meaning`} className="chance-list__meaning">
                {tierMeanings[key]}
              </p>
            )}
            {results[key].length === 0 ? (
              <p className="chance-list__empty">{CALCULATOR_TEXT.empty[key]}</p>
            ) : (
              <ul aria-labelledby={`chance-list-${key}`}>
                {results[key].map((item, index) => (
                  <ListItem key={`${item.name}-${index}`} item={item} estimateFor={estimateFor} />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      {leftOut !== null && leftOut.universities > 0 && <p className="chance-lists__left-out">{leftOutText(leftOut, awardedUnder?.title ?? null)}</p>}
      {awardedUnder && <p className="calculator__programme-note">{candidatesText(awardedUnder, estimateFor?.programme ?? null)}</p>}
      <ResultActions />
    </section>
  );
});

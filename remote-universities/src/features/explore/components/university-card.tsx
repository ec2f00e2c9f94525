import { memo } from 'react';
import { Link } from '@gradatlas/shared/router';
import { formatAmount, type University } from '@gradatlas/shared/domain';
import { CountryFlag } from '../../../components/country-flag';
import { costBand } from '../../../components/cost-band';
import { EstimatedValue } from '../../../components/estimated-value';
import { useInYourCurrency } from '../../../components/use-in-your-currency';
import { formatRate } from '../../../lib/format';
import { lazyModule } from '../../../components/lazy-module';
import { AddToCompareButton, SaveToShortlistButton } from '@gradatlas/shared/list-toggles';
import './university-card.css';
import { EXPLORE_INTRO } from '../messages';

interface UniversityCardProps {
  university: University;
  loggedIn: boolean;
  /** With a programme filter: what this university awarded in it ("383 master's degrees in Computer Science, 2022-23"). */
  programLine?: string | undefined;
  /** The chosen programme's code, carried to the detail page so its programmes list starts there. */
  programCode?: string | undefined;
}

// A signed-in card's scores are a chunk of their own: a guest's first visit to
// the home page (its JavaScript budget, docs/performance.md) never loads them.
const useCardScores = lazyModule(() => import('./card-scores'));

/**
 * One university in the explore grid (SPEC section 2, University card).
 * Memoised: a tap that changes the list around it (the first compare pick,
 * Load More) redraws only what changed, not every card (issue 50, a tap
 * within 100 ms on a mid-tier phone); the card's own toggles follow their stores.
 */
export const UniversityCard = memo(function UniversityCard({ university, loggedIn, programLine, programCode }: UniversityCardProps) {
  const headingId = `university-card-${university.slug}`;
  const showGmat = university.country.trim().toUpperCase() !== 'USA';
  // Costs in the student's currency once one is chosen: that code is a chunk of its own (use-in-your-currency.ts).
  const inYourCurrency = useInYourCurrency();
  const band = costBand(university);
  const scores = useCardScores(loggedIn);
  const cost = (field: 'tuitionFees' | 'livingExpenses') =>
    inYourCurrency ? (
      <inYourCurrency.CostInYourCurrency university={university} field={field} published={formatAmount(university, field)} />
    ) : (
      <EstimatedValue university={university} field={field}>
        {formatAmount(university, field)}
      </EstimatedValue>
    );

  return (
    <article className="university-card card" aria-labelledby={headingId}>
      <div className="university-card__top">
        {/* The category's own word for its colour: premium, mid-range, affordable, unknown. */}
        <span className={`university-card__badge university-card__badge--${university.category.toLowerCase()}`}>{band.badge}</span>
        <CountryFlag country={university.country} />
      </div>
      <p className="university-card__band">{inYourCurrency ? <inYourCurrency.CostBandMeaning university={university} /> : band.meaning}</p>
      <h3 id={headingId} className="university-card__name">
        {university.name}
      </h3>
      {programLine && <p className="university-card__program">{programLine}</p>}

      <dl className="university-card__facts">
        <div>
          <dt>Tuition</dt>
          <dd>{cost('tuitionFees')}</dd>
        </div>
        <div>
          <dt>Living Cost</dt>
          <dd>{cost('livingExpenses')}</dd>
        </div>
        <div>
          {/* The Scorecard rate is for undergraduates: no open source publishes graduate admission rates. */}
          <dt>Acceptance (undergrad.)</dt>
          <dd>
            {loggedIn ? (
              <EstimatedValue university={university} field="acceptanceRate">
                {formatRate(university.acceptanceRate)}
              </EstimatedValue>
            ) : (
              <Link className="university-card__login" to="/login">
                Login to view
              </Link>
            )}
          </dd>
        </div>
      </dl>

      {loggedIn ? (
        scores ? <scores.CardScores university={university} showGmat={showGmat} /> : <div className="university-card__scores-slot" />
      ) : (
        <div className="university-card__guest">
          <p className="university-card__locked">{EXPLORE_INTRO.lockedRequirements}</p>
          <p className="university-card__locked">{EXPLORE_INTRO.lockedDetails}</p>
        </div>
      )}

      <div className="university-card__actions">
        <SaveToShortlistButton slug={university.slug} name={university.name} />
        <AddToCompareButton slug={university.slug} name={university.name} />
      </div>
      <Link
        className="btn btn-outline university-card__details"
        to={`/university/${encodeURIComponent(university.slug)}${programCode ? `?program=${encodeURIComponent(programCode)}` : ''}`}
        aria-label={`View Details: ${university.name}`}
      >
        View Details
      </Link>
    </article>
  );
});

import type { ProgramOutcome, ProgramOutcomes } from '@gradatlas/shared/contracts';
import { OUTCOMES_COVER, OUTCOMES_SOURCE } from '@gradatlas/shared/contracts/after-admission-labels';
import { formatMoney, type University } from '@gradatlas/shared/domain';
import { ConvertedCost } from '../../../components/converted-cost';
import { currencyOf, formatYearlyCost, yearlyCost, yearlyCostBasis } from '../../../lib/yearly-cost';
import { cohortWords, outcomeScope } from '../after-admission-text';

// What US graduates earned and borrowed (College Scorecard), for signed-in
// students only: this module is loaded on its own, so a guest's page never
// carries it.

/** Said once on the page, before the programme groups. */
export function OutcomesNote({ outcomes }: { outcomes: ProgramOutcomes }) {
  const campuses = outcomes.campusesSharingFigures;
  return (
    <p className="programs__intro">
      Earnings and debt in a group are those of {OUTCOMES_COVER} ({OUTCOMES_SOURCE}): no international student is counted, and they are
      not what you will earn or owe.
      {campuses !== null && ` They cover the ${campuses} campuses that share this university’s federal aid number, online units included.`}
    </p>
  );
}

function Figure({ what, amount, words }: { what: string; amount: number; words: string }) {
  return (
    <dd>
      {what}: <strong>{formatMoney(amount)}</strong>
      <ConvertedCost amount={amount} from="USD" basis={`${what}, ${words} (${OUTCOMES_SOURCE}).`} />
      <span className="program-outcomes__cohort">{words}</span>
    </dd>
  );
}

function OutcomeItem({ outcome }: { outcome: ProgramOutcome }) {
  const { earnings, debt } = outcome;
  return (
    <div className="program-outcomes__item">
      <dt>{outcomeScope(outcome.title, outcome.level)}</dt>
      {earnings && <Figure what="Median earnings one year after completing" amount={earnings.median} words={cohortWords(earnings.cohort, earnings.earners, 'earner')} />}
      {debt && <Figure what="Median federal loan debt" amount={debt.median} words={cohortWords(debt.cohort, debt.borrowers, 'borrower')} />}
    </div>
  );
}

/** A programme group's Scorecard figures, per series and level, beside the university's yearly cost. */
export function GroupOutcomes({ university, outcomes }: { university: University; outcomes: ProgramOutcome[] }) {
  const cost = yearlyCost(university);
  return (
    <div className="program-outcomes">
      <h3 className="program-outcomes__title">What {OUTCOMES_COVER} earned and borrowed</h3>
      <p className="program-outcomes__cost">
        {cost === null ? (
          'Yearly cost here: not known (our sources lack the tuition or the living cost).'
        ) : (
          <>
            Yearly cost here: {formatYearlyCost(university)}
            <ConvertedCost amount={cost} from={currencyOf(university)} basis={yearlyCostBasis(university)} />
          </>
        )}
      </p>
      <dl className="program-outcomes__list">
        {outcomes.map((outcome) => (
          <OutcomeItem key={`${outcome.series}:${outcome.level}`} outcome={outcome} />
        ))}
      </dl>
    </div>
  );
}

import { formatMoney, type University } from '@gradatlas/shared/domain';
import { ConvertedCost } from '../../../components/converted-cost';
import { amountOf } from '../../../lib/yearly-cost';

/** Where the fees come from: IPEDS IC2022 (APPLFEEG), in US$; no source of ours gives a Canadian fee. */
export const FEES_SOURCE = 'graduate application fees as US universities reported them to the US Department of Education (IPEDS, 2022-23), in US$';

const schools = (count: number) => `${count} ${count === 1 ? 'school' : 'schools'}`;
const names = (universities: University[]) => universities.map((university) => university.name).join(', ');

/**
 * What applying to the saved schools costs: their graduate application fees
 * added up, in US$ and in the student's currency, naming the schools whose
 * fee no source of ours publishes (a reported $0 counts as $0).
 */
export function ApplicationFees({ universities }: { universities: University[] }) {
  const known = universities.filter((university) => amountOf(university.applicationFeeMasters) !== null);
  const missing = universities.filter((university) => amountOf(university.applicationFeeMasters) === null);
  const free = known.filter((university) => university.applicationFeeMasters === 0);
  const total = known.reduce((sum, university) => sum + (amountOf(university.applicationFeeMasters) ?? 0), 0);

  return (
    <section className="shortlist__fees" aria-labelledby="shortlist-fees-title">
      <h2 id="shortlist-fees-title">What applying costs</h2>
      {known.length > 0 ? (
        <p className="shortlist__fees-total">
          Application fees for {schools(known.length)}: <strong>{formatMoney(total)}</strong>
          <ConvertedCost amount={total} from="USD" basis={`The ${FEES_SOURCE}, added up.`} />
        </p>
      ) : (
        <p className="shortlist__fees-total">No saved school’s application fee is published in our sources.</p>
      )}
      {free.length > 0 && <p>No fee ($0 reported): {names(free)}.</p>}
      {missing.length > 0 && (
        <p>
          Fees not published for {schools(missing.length)}: {names(missing)}.
        </p>
      )}
      <p className="shortlist__source">
        From the {FEES_SOURCE}; a programme may charge its own fee.
        {missing.some((university) => university.country.trim().toUpperCase() !== 'USA') && ' No source of ours gives Canadian fees: each university’s site does.'}
      </p>
    </section>
  );
}

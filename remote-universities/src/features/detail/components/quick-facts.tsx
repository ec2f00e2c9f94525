import { Link } from '@gradatlas/shared/router';
import { formatAmount, formatCount, NOT_AVAILABLE, type University } from '@gradatlas/shared/domain';
import { EstimatedValue } from '../../../components/estimated-value';
import { formatRate } from '../../../lib/format';

interface QuickFactsProps {
  university: University;
  loggedIn: boolean;
}

/** A tile's figure; one our sources lack says so in words (the section below names where to look). */
function figure(text: string): string {
  return text === NOT_AVAILABLE ? 'Not published' : text;
}

/** Acceptance Rate (the undergraduate rate), Tuition, Living Expenses, Students. Guests' records carry no rate or head count. */
export function QuickFacts({ university, loggedIn }: QuickFactsProps) {
  const locked = (
    <Link to="/login" className="quick-facts__login">
      Login to view
    </Link>
  );
  return (
    <dl className="quick-facts" aria-label="Quick facts">
      <div className="quick-facts__item">
        <dt>Acceptance Rate (undergrad.)</dt>
        <dd>
          {loggedIn ? (
            <EstimatedValue university={university} field="acceptanceRate">
              {figure(formatRate(university.acceptanceRate))}
            </EstimatedValue>
          ) : (
            locked
          )}
        </dd>
      </div>
      <div className="quick-facts__item">
        <dt>Tuition</dt>
        <dd>
          <EstimatedValue university={university} field="tuitionFees">
            {figure(formatAmount(university, 'tuitionFees'))}
          </EstimatedValue>
        </dd>
      </div>
      <div className="quick-facts__item">
        <dt>Living Expenses</dt>
        <dd>
          <EstimatedValue university={university} field="livingExpenses">
            {figure(formatAmount(university, 'livingExpenses'))}
          </EstimatedValue>
        </dd>
      </div>
      <div className="quick-facts__item">
        <dt>Students</dt>
        <dd>
          {loggedIn ? (
            <EstimatedValue university={university} field="totalEnrolled">
              {figure(formatCount(university.totalEnrolled))}
            </EstimatedValue>
          ) : (
            locked
          )}
        </dd>
      </div>
    </dl>
  );
}

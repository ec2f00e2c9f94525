// What the explorer needs once a programme is chosen, in one chunk: the
// programme's words (what each university awarded, what the data cover),
// keeping the choice for compare, and what Canada with a programme says. A
// first visit to the home page chooses none, so it never downloads this.
import { calculatorLink } from '@gradatlas/shared/contracts/calculator-link';
import { Link } from '@gradatlas/shared/router';
import { rememberReturnPath } from '@gradatlas/shared/session';

export { awardsLine, PROGRAM_COVERAGE_NOTE } from '../../programs/program-text';
export { rememberChosenProgram } from '../../../lib/chosen-program';

interface ChancesForProgrammeProps {
  programme: { code: string; title: string };
  level: string;
  loggedIn: boolean;
}

/** Rate My Chances opened on the programme and level chosen here (after signing in, for a guest). */
export function ChancesForProgramme({ programme, level, loggedIn }: ChancesForProgrammeProps) {
  const path = calculatorLink({ program: programme, level });
  return (
    <Link className="explore__chances" to={loggedIn ? path : '/login'} onClick={loggedIn ? undefined : () => rememberReturnPath(path)}>
      Rate my chances for {programme.title}
    </Link>
  );
}

interface CanadaWithProgrammeProps {
  programme: string;
  onShowAll: () => void;
}

/**
 * Canada with a programme chosen: programme data is IPEDS, which only US
 * universities report, so the list is empty. Says why in words and offers
 * the Canadian list without the programme, one tap away.
 */
export function CanadaWithProgramme({ programme, onShowAll }: CanadaWithProgrammeProps) {
  return (
    <div className="explore__empty explore__empty--canada" role="status">
      <p>
        Programme data covers US universities only (it comes from the US Department of Education), so no Canadian university can be matched to{' '}
        {programme}. You can still see every Canadian university without the programme filter.
      </p>
      <button type="button" className="btn btn-primary" onClick={onShowAll}>
        Show Canadian universities without the programme
      </button>
    </div>
  );
}

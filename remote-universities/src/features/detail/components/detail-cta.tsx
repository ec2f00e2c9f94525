import { useEffect, useState } from 'react';
import { calculatorLink } from '@gradatlas/shared/contracts/calculator-link';
import { Link } from '@gradatlas/shared/router';
import { rememberReturnPath } from '@gradatlas/shared/session';
import { CounselingLink } from '@gradatlas/shared/ui';
import { chosenProgram } from '../../../lib/chosen-program';

/** The calculator opened on this university, and on the programme and level chosen in the explorer when this page shows it. */
function useCalculatorPath(universityName: string, chosenCode: string | null): string {
  const base = calculatorLink({ university: universityName });
  const [path, setPath] = useState(base);
  // The explorer's choice lives in this browser: read after the first paint so the server's page and the browser's first render agree.
  useEffect(() => {
    const chosen = chosenProgram();
    const program = chosen && chosen.code === chosenCode ? chosen : null;
    setPath(calculatorLink({ university: universityName, program, level: program?.level }));
  }, [universityName, chosenCode]);
  return path;
}

/** Bottom call to action: counseling opens the booking link; Rate My Chances opens the calculator on this university (after signing in). */
export function DetailCta({ loggedIn, universityName, chosenCode }: { loggedIn: boolean; universityName: string; chosenCode: string | null }) {
  const calculatorPath = useCalculatorPath(universityName, chosenCode);
  return (
    <aside className="detail-cta" aria-labelledby="detail-cta-title">
      <h2 id="detail-cta-title">Ready to apply?</h2>
      <p>Talk to a counselor about your application, or see where your profile stands.</p>
      <div className="detail-cta__actions">
        <CounselingLink className="btn btn-primary">Get Free Application Guidance</CounselingLink>
        <Link
          className="btn btn-outline detail-cta__chances"
          to={loggedIn ? calculatorPath : '/login'}
          onClick={loggedIn ? undefined : () => rememberReturnPath(calculatorPath)}
        >
          Rate My Chances
        </Link>
      </div>
    </aside>
  );
}

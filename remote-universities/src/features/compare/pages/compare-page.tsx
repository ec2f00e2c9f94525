import { Link, useLocation, useSearchParams } from '@gradatlas/shared/router';
import { COMPARE_LIMIT, rememberReturnPath, useIsLoggedIn } from '@gradatlas/shared/session';
import { Loading, useDocumentMeta } from '@gradatlas/shared/ui';
import { BRAND_NAME } from '@gradatlas/shared/config';
import { CompareBar } from '@gradatlas/shared/compare-bar';
import { CompareTable } from '../components/compare-table';
import { useComparison, COMPARISON_FAILED } from '../hooks/use-comparison';
import { useSchoolChances } from '../hooks/use-school-chances';
import '../components/compare-page.css';

/** The slugs in `?u=a,b,c`: trimmed, without repeats, in order. */
export function slugsFromAddress(value: string | null): { slugs: string[]; dropped: number } {
  const all = [...new Set((value ?? '').split(',').map((slug) => slug.trim().toLowerCase()).filter(Boolean))];
  return { slugs: all.slice(0, COMPARE_LIMIT), dropped: Math.max(0, all.length - COMPARE_LIMIT) };
}

function Comparison({ slugs, dropped }: { slugs: string[]; dropped: number }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const { state, retry } = useComparison(slugs, loggedIn);
  const universities = state.status === 'ready' ? state.comparison.universities : [];
  const chances = useSchoolChances(universities.map((u) => u.name));

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return (
      <div className="error-box" role="alert">
        <p>{COMPARISON_FAILED}</p>
        <button type="button" className="btn btn-primary" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  const { unknownSlugs } = state.comparison;
  // 'Log in' leads back to this comparison after signing in.
  const returnHere = () => rememberReturnPath(`${location.pathname}${location.search}`);
  return (
    <>
      {dropped > 0 && (
        <p className="compare-page__note" role="status">
          Only the first {COMPARE_LIMIT} universities in the link are compared; {dropped} more {dropped === 1 ? 'was' : 'were'} left out.
        </p>
      )}
      {unknownSlugs.length > 0 && (
        <p className="compare-page__note" role="status">
          No university was found for: {unknownSlugs.join(', ')}.
        </p>
      )}
      {!loggedIn && (
        <p className="compare-page__note">
          You are seeing the basic comparison. <Link to="/login" onClick={returnHere}>
            Log in
          </Link> to compare
          admission figures, scores, outcomes and rankings, and to see your own chance at each school.
        </p>
      )}
      {universities.length > 0 ? (
        <CompareTable
          universities={universities}
          loggedIn={loggedIn}
          chances={chances}
          onLogin={returnHere}
          program={state.comparison.program}
        />
      ) : (
        <p>None of these universities could be found.</p>
      )}
      <p className="compare-page__legend">
        Best marks the lowest cost, average score and rank, and the highest acceptance rate, international share, earnings and chance.
        Place and student numbers have no best. “(est.)” marks an estimate; tap or click it for how it was made.
      </p>
    </>
  );
}

/** /compare?u=slug1,slug2,...: a side-by-side table anyone can open from a shared link. */
export function ComparePage() {
  const [params] = useSearchParams();
  const { slugs, dropped } = slugsFromAddress(params.get('u'));
  useDocumentMeta({ title: `Compare universities - ${BRAND_NAME}`, description: 'Cost, outcomes, rankings and your own chance, side by side.' });

  return (
    <div className="compare-page container section">
      <h1>Compare universities</h1>
      {slugs.length === 0 ? (
        <p>
          Pick 2 to {COMPARE_LIMIT} universities with ‘Add to compare’ on the <Link to="/universities">explorer</Link> or your{' '}
          <Link to="/shortlist">shortlist</Link>.
        </p>
      ) : (
        <Comparison key={slugs.join(',')} slugs={slugs} dropped={dropped} />
      )}
      <CompareBar />
    </div>
  );
}

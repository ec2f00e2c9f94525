import { useState } from 'react';
import { Link } from '@gradatlas/shared/router';
import { BRAND_NAME } from '@gradatlas/shared/config';
import { useIsLoggedIn, useShortlist } from '@gradatlas/shared/session';
import { Loading, SignInFirst, useDocumentMeta } from '@gradatlas/shared/ui';
import { CompareBar } from '@gradatlas/shared/compare-bar';
import { describeChance, tierMeaningsText } from '../../compare/api/get-school-chances';
import { useSchoolChances, type SchoolChancesState } from '../../compare/hooks/use-school-chances';
import { UniversityCard } from '../../explore/components/university-card';
import { ApplicationFees } from '../components/application-fees';
import { NewsOrder } from '../components/news-order';
import { YearlyCostLine } from '../components/yearly-cost-line';
import { useProgramAwards } from '../hooks/use-program-awards';
import { useSavedUniversities } from '../hooks/use-saved-universities';
import { programCell } from '../../compare/components/program-row';
import './shortlist-page.css';

export const SHORTLIST_TEXT = {
  title: 'Your shortlist',
  loadFailed: 'Failed to load your shortlist. Please try again later.',
  empty: 'Your shortlist is empty. Save universities from the explorer to weigh them here.',
} as const;

function ChanceLine({ name, chances }: { name: string; chances: SchoolChancesState }) {
  if (chances.status === 'ready') {
    const chance = chances.chances.get(name);
    return <p className="shortlist__chance">Your estimated chance: {chance ? describeChance(chance) : 'N/A'}</p>;
  }
  if (chances.status === 'loading') return <p className="shortlist__chance">Estimating your chance...</p>;
  return null;
}

function ChancesNotice({ chances }: { chances: SchoolChancesState }) {
  if (chances.status === 'ready' && chances.basis) {
    return (
      <p className="shortlist__notice">
        Your estimated chances: {chances.basis}
        {chances.tierMeanings && ` ${tierMeaningsText(chances.tierMeanings)}`}
      </p>
    );
  }
  if (chances.status === 'no-inputs') {
    return (
      <p className="shortlist__notice">
        <Link to="/rate-my-chances">Use the calculator</Link> to see your estimated chance at each school on your list.
      </p>
    );
  }
  if (chances.status === 'error') {
    return (
      <p className="shortlist__notice" role="alert">
        {chances.message} <Link to="/rate-my-chances">Check your inputs in the calculator</Link>.
      </p>
    );
  }
  return null;
}

const VIEWS = [
  { id: 'list', label: 'Your list' },
  { id: 'news', label: 'When to expect news' },
] as const;
type View = (typeof VIEWS)[number]['id'];

function ViewSwitch({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  return (
    <div className="shortlist__views" role="group" aria-label="Show">
      {VIEWS.map((each) => (
        <button key={each.id} type="button" className="shortlist__view" aria-pressed={view === each.id} onClick={() => onChange(each.id)}>
          {each.label}
        </button>
      ))}
    </div>
  );
}

/** /shortlist: the signed-in student's saved universities, kept on the server. */
export function ShortlistPage() {
  const loggedIn = useIsLoggedIn();
  const { slugs, setSaved } = useShortlist({ eager: true });
  const { saved: records, reload } = useSavedUniversities();
  const universities = records.status === 'ready' ? records.universities : [];
  // Only what is still saved: a removal shows at once, before the server answers.
  const saved = universities.filter((u) => slugs.includes(u.slug));
  const chances = useSchoolChances(saved.map((u) => u.name));
  const { program, awards } = useProgramAwards(saved.map((u) => u.slug));
  const [view, setView] = useState<View>('list');
  useDocumentMeta({ title: `${SHORTLIST_TEXT.title} - ${BRAND_NAME}`, description: 'The universities you saved, with cost and your chance.' });

  if (!loggedIn) return <SignInFirst returnTo="/shortlist" />;

  let body;
  if (records.status === 'loading') body = <Loading />;
  else if (records.status === 'error') {
    body = (
      <div className="error-box" role="alert">
        <p>{SHORTLIST_TEXT.loadFailed}</p>
        <button type="button" className="btn btn-primary" onClick={reload}>
          Try again
        </button>
      </div>
    );
  } else if (saved.length === 0) {
    body = (
      <div className="shortlist__empty">
        <p>{SHORTLIST_TEXT.empty}</p>
        <Link className="btn btn-primary" to="/universities">
          Explore universities
        </Link>
      </div>
    );
  } else {
    const list = (
      <>
        <ChancesNotice chances={chances} />
        <ul className="shortlist__grid" aria-label="Saved universities">
          {saved.map((university) => (
            <li key={university.slug} className="shortlist__item">
              <UniversityCard
                university={university}
                loggedIn
                programLine={program && awards ? `Your programme: ${programCell(university, awards, program.title)}` : undefined}
                programCode={program?.code}
              />
              <YearlyCostLine university={university} />
              <ChanceLine name={university.name} chances={chances} />
              <button
                type="button"
                className="btn btn-outline shortlist__remove"
                aria-label={`Remove ${university.name} from shortlist`}
                onClick={() => void setSaved(university.slug, false)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      </>
    );
    body = (
      <>
        <ApplicationFees universities={saved} />
        <ViewSwitch view={view} onChange={setView} />
        {view === 'news' ? <NewsOrder universities={saved} program={program} /> : list}
      </>
    );
  }

  return (
    <div className="shortlist container section">
      <h1>{SHORTLIST_TEXT.title}</h1>
      <p className="shortlist__lead">
        Saved to your account: your list follows you to any browser you sign in on. Pick 2 to 4 with ‘Add to compare’ to see them side by
        side.
      </p>
      {body}
      <CompareBar />
    </div>
  );
}

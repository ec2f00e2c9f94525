import { useLocation, useNavigate, useParams, useSearchParams } from '@gradatlas/shared/router';
import { BRAND_NAME } from '@gradatlas/shared/config';
import { NOT_AVAILABLE, placeLine, type University } from '@gradatlas/shared/domain';
import { useIsLoggedIn } from '@gradatlas/shared/session';
import { Loading, useDocumentMeta } from '@gradatlas/shared/ui';
import { useUniversity } from '../hooks/use-university';
import { DETAIL_TEXT } from '../messages';
import { AdmissionSection } from '../components/admission-section';
import { DetailCta } from '../components/detail-cta';
import { DetailHeader } from '../components/detail-header';
import { DETAIL_SECTIONS } from '../components/detail-section';
import { FaqSection } from '../components/faq-section';
import { InformationSection } from '../components/information-section';
import { OverviewSection } from '../components/overview-section';
import { QuickFacts } from '../components/quick-facts';
import { RankingsSection } from '../components/rankings-section';
import { SectionNav } from '../components/section-nav';
import { ProgramsSection } from '../../programs/components/programs-section';
import '../components/university-detail.css';

const SECTION_LIST = Object.values(DETAIL_SECTIONS);

function describe(university: University): string {
  if (university.summary !== NOT_AVAILABLE) return university.summary;
  return `${university.name}, ${placeLine(university)}: tuition, living costs, admission requirements, rankings and FAQs on ${BRAND_NAME}.`;
}

/** Where the figures come from, and what '(est.)' means on this page. */
function DataNotes({ university }: { university: University }) {
  const hasEstimates = university.estimatedFields.length > 0;
  if (!hasEstimates && university.sources.length === 0) return null;
  return (
    <footer className="detail-notes">
      {hasEstimates && (
        <p>
          (est.) marks an estimate, not a published figure.{' '}
          {university.estimateNote || 'How it was estimated was not stated.'}
        </p>
      )}
      {university.sources.length > 0 && <p>Sources: {university.sources.join('; ')}.</p>}
    </footer>
  );
}

/** /university/:name, where the parameter is the university's slug. */
export function UniversityDetailPage() {
  const { name: slug } = useParams();
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { state, retry } = useUniversity(slug, loggedIn);
  const university = state.status === 'loaded' ? state.university : null;
  useDocumentMeta(university ? { title: `${university.name} - ${BRAND_NAME}`, description: describe(university) } : null);

  // 'default' is the key of the first entry of this visit: there is no page of ours to go back to.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  if (state.status === 'loading') {
    return (
      <div className="university-detail">
        <Loading />
      </div>
    );
  }

  if (state.status === 'not-found' || state.status === 'error') {
    const notFound = state.status === 'not-found';
    return (
      <div className="university-detail container section">
        <div className={notFound ? 'detail-state card' : 'detail-state error-box'} role={notFound ? undefined : 'alert'}>
          {notFound ? <h1>{DETAIL_TEXT.notFound}</h1> : <p className="detail-state__message">{state.message}</p>}
          <div className="detail-state__actions">
            {!notFound && (
              <button type="button" className="btn btn-primary" onClick={retry}>
                Try Again
              </button>
            )}
            <button type="button" className="btn btn-outline" onClick={goBack}>
              Go Back
            </button>
          </div>
        </div>
      </div>
    );
  }

  const { university: u, fromList, programs, programFamilies, programOutcomes, decisionDates } = state;
  const chosenCode = searchParams.get('program');
  return (
    <div className="university-detail">
      <DetailHeader university={u} onBack={goBack} />
      <div className="container university-detail__body">
        {fromList && (
          <p className="detail-fallback" role="status">
            The full record could not be loaded, so this page shows what the university list had.{' '}
            <button type="button" className="link-button" onClick={retry}>
              Try Again
            </button>
          </p>
        )}
        <QuickFacts university={u} loggedIn={loggedIn} />
        <SectionNav sections={programs === undefined ? SECTION_LIST.filter((section) => section !== DETAIL_SECTIONS.programs) : SECTION_LIST} />
        <OverviewSection university={u} loggedIn={loggedIn} />
        <ProgramsSection university={u} programs={programs} programFamilies={programFamilies} chosenCode={chosenCode} outcomes={loggedIn ? programOutcomes : undefined} />
        <InformationSection university={u} loggedIn={loggedIn} />
        <AdmissionSection university={u} loggedIn={loggedIn} decisionDates={decisionDates} chosenCode={chosenCode} />
        <RankingsSection university={u} loggedIn={loggedIn} />
        <FaqSection university={u} loggedIn={loggedIn} />
        <DataNotes university={u} />
        <DetailCta loggedIn={loggedIn} universityName={u.name} chosenCode={chosenCode} />
      </div>
    </div>
  );
}

import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@gradatlas/shared/router';
import { rememberReturnPath, useIsLoggedIn, useShortlist } from '@gradatlas/shared/session';
import './list-toggles.css';
import type { FieldInteraction } from '@gradatlas/shared/contracts/field-data-limits';

// What a toggle keeps for the Login page when a guest taps it, and says when
// the Login page has just saved its school: a chunk of its own, asked for only
// then (a tap, or a page that came with a location state).
const loadAfterSignIn = () => import('./saved-after-sign-in-note');
const SavedAfterSignInNote = lazy(loadAfterSignIn);

interface SaveToShortlistButtonProps {
  slug: string;
  /** The school's name, for the Login page's reason ("Sign in to save … to your shortlist"); it asks for it when not given. */
  name?: string;
}

/**
 * 'Save to shortlist', a toggle: pressed (a filled star, drawn as chosen) while
 * the university is on the student's shortlist. Its name stays the visible text
 * in both states, as a toggle's name should (the state is `aria-pressed`), so
 * what a voice-control user reads on it is what it answers to (WCAG 2.5.3). A guest goes to sign in first and
 * comes back to this page. It is enabled only once the server's list is in:
 * before that it shows this browser's copy, or, without one, that it is checking,
 * so a tap never acts on a state the server is about to contradict.
 */
export function SaveToShortlistButton({ slug, name }: SaveToShortlistButtonProps) {
  const loggedIn = useIsLoggedIn();
  const { slugs, source, status, setSaved, error } = useShortlist({ eager: true });
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // A page opened with a state may be the one the Login page came back to after saving this school.
  const [cameWithState] = useState(() => location.state != null);
  const unknown = loggedIn && source === 'none';
  const confirmed = !loggedIn || source === 'server';
  const saved = loggedIn && slugs.includes(slug);

  const toggle = async () => {
    if (!loggedIn) {
      // Back here after signing in, with this school saved (the Login page does both and says so first).
      rememberReturnPath(`${location.pathname}${location.search}`);
      // Fetched on the tap, not with the page (the home page's budget); without it the student still signs in and comes back.
      await loadAfterSignIn().then(
        (module) => module.rememberSaveAfterSignIn(name ? { slug, name } : { slug }),
        () => undefined,
      );
      navigate('/login');
      return;
    }
    setBusy(true);
    setFailed(!(await setSaved(slug, !saved)));
    setBusy(false);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        data-interaction={'save' satisfies FieldInteraction}
        className="btn btn-outline shortlist-toggle"
        aria-pressed={unknown ? undefined : saved}
        aria-busy={!confirmed && status !== 'error'}
        disabled={busy || !confirmed}
        onClick={() => void toggle()}
      >
        {unknown ? (
          // Neither 'Save' nor 'Saved' may be true yet.
          status === 'error' ? 'Shortlist unavailable' : 'Checking shortlist...'
        ) : (
          <>
            <span aria-hidden="true">{saved ? '★' : '☆'}</span> Save to shortlist
          </>
        )}
      </button>
      {cameWithState && (
        <Suspense fallback={null}>
          <SavedAfterSignInNote slug={slug} toggle={button} />
        </Suspense>
      )}
      {failed && error && (
        <p className="shortlist-toggle__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

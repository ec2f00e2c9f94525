import { useState } from 'react';
import { useLocation, useNavigate } from '@gradatlas/shared/router';
import { rememberReturnPath, useIsLoggedIn, useShortlist } from '@gradatlas/shared/session';
import './list-toggles.css';

interface SaveToShortlistButtonProps {
  slug: string;
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
export function SaveToShortlistButton({ slug }: SaveToShortlistButtonProps) {
  const loggedIn = useIsLoggedIn();
  const { slugs, source, status, setSaved, error } = useShortlist({ eager: true });
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const unknown = loggedIn && source === 'none';
  const confirmed = !loggedIn || source === 'server';
  const saved = loggedIn && slugs.includes(slug);

  const toggle = async () => {
    if (!loggedIn) {
      rememberReturnPath(`${location.pathname}${location.search}`);
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
        type="button"
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
      {failed && error && (
        <p className="shortlist-toggle__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

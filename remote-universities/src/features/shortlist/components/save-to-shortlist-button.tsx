import { useState } from 'react';
import { useLocation, useNavigate } from '@gradatlas/shared/router';
import { rememberReturnPath, useIsLoggedIn, useShortlist } from '@gradatlas/shared/session';
import './shortlist-buttons.css';

interface SaveToShortlistButtonProps {
  slug: string;
}

/**
 * 'Save to shortlist', a toggle: pressed (and reading 'Saved') while the
 * university is on the student's shortlist. A guest goes to sign in first and
 * comes back to this page.
 */
export function SaveToShortlistButton({ slug }: SaveToShortlistButtonProps) {
  const loggedIn = useIsLoggedIn();
  const { slugs, setSaved, error } = useShortlist();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
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
        className={`btn btn-outline shortlist-toggle${saved ? ' shortlist-toggle--saved' : ''}`}
        aria-label="Save to shortlist"
        aria-pressed={saved}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{saved ? '★' : '☆'}</span> {saved ? 'Saved' : 'Save to shortlist'}
      </button>
      {failed && error && (
        <p className="shortlist-toggle__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

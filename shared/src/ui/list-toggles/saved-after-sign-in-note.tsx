import { useEffect, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from '@gradatlas/shared/router';
import { savedAfterSignIn } from './save-after-sign-in';

// The toggle's one chunk for signing in: what it keeps when a guest taps it, and what it says after.
export { rememberSaveAfterSignIn } from './save-after-sign-in';

interface SavedAfterSignInNoteProps {
  slug: string;
  toggle: RefObject<HTMLButtonElement | null>;
}

/**
 * Under the toggle of the school the Login page just saved (it says so in the
 * location state it came back with): brings the toggle into view, gives it
 * the focus and says how the save went. A chunk of its own, loaded only when
 * a page comes with a location state (or a guest taps the toggle), so the
 * home page's first load does without it. Told once: the state is cleared, so
 * a reload says nothing again.
 */
export default function SavedAfterSignInNote({ slug, toggle }: SavedAfterSignInNoteProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome] = useState(() => {
    const found = savedAfterSignIn(location.state);
    return found?.slug === slug ? found.saved : null;
  });
  useEffect(() => {
    if (outcome === null) return;
    toggle.current?.scrollIntoView({ block: 'center' });
    toggle.current?.focus({ preventScroll: true });
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, for the state the page was opened with
  if (outcome === null) return null;
  return outcome ? (
    <p className="shortlist-toggle__done" role="status">
      Saved to your shortlist.
    </p>
  ) : (
    <p className="shortlist-toggle__error" role="alert">
      Could not save this school to your shortlist. Please try again.
    </p>
  );
}

import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '@gradatlas/shared/router';
import { useSessionStore } from '@gradatlas/shared/session';
import { Loading } from '@gradatlas/shared/ui';
import { getCurrentUser } from '../api/get-current-user';
import { finishSignIn } from '../finish-sign-in';

/**
 * Puts the real student in place of the placeholder at once, so the header
 * shows whose account the address signed in to (a link planted by someone
 * else shows their name). Unreachable: the placeholder stays, as after any
 * sign-in whose user is not yet known.
 */
async function confirmStudent(): Promise<void> {
  try {
    const user = await getCurrentUser();
    const session = useSessionStore.getState();
    if (session.status === 'authenticated') session.signIn({ ...user, isAuthenticated: true });
  } catch {
    // A refused token has already ended the session (the API client's refresh rules).
  }
}

/** The identity provider's redirect target: reads token, refreshToken or error. */
export function AuthSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = useSessionStore((state) => state.status);
  const acceptTokens = useSessionStore((state) => state.acceptTokens);
  const handled = useRef(false);

  useEffect(() => {
    // Wait until the stored session is known: a live one must not be replaced.
    if (status === 'loading' || handled.current) return;
    handled.current = true;
    const error = params.get('error');
    const token = params.get('token');
    const refreshToken = params.get('refreshToken');
    if (error) {
      navigate('/login?error=oauth_failed', { replace: true });
    } else if (token) {
      // A signed-in student keeps their session: a link can never swap in
      // another account's tokens (login CSRF).
      if (status === 'guest') {
        acceptTokens(token, refreshToken);
        void confirmStudent();
        // As after the Login page's own sign-in: a school a guest asked to save is saved, and back to where they were.
        void finishSignIn(navigate);
      } else {
        navigate('/', { replace: true });
      }
    } else {
      navigate('/login', { replace: true });
    }
  }, [status, params, navigate, acceptTokens]);

  return <Loading label="Processing authentication..." />;
}

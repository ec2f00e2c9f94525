// @gradatlas/shared/sign-in-panel: the sign-in form of the host's Login page and
// of each remote's standalone QA page. Not a federation door: the pages that
// show it load it, so the host's eager bundle does without it.
import { lazy, Suspense, useRef, useState } from 'react';
import { getRuntimeConfig } from '@gradatlas/shared/config';
import { LOGIN_ERRORS, requestDevelopmentIdToken, signInWithIdToken } from '@gradatlas/shared/session';

const GoogleSignInButton = lazy(() => import('./google-sign-in-button'));

interface SignInPanelProps {
  onSuccess: () => void;
  /** An error to show before any attempt (for example ?error=oauth_failed). */
  initialError?: string;
}

/**
 * The sign-in control: Google's button when a client id is configured, else a
 * clearly labelled development sign-in that gets an ID token from the API's
 * local identity provider. Both send the credential through the same check.
 */
export function SignInPanel({ onSuccess, initialError }: SignInPanelProps) {
  const [error, setError] = useState<string | undefined>(initialError);
  const [signingIn, setSigningIn] = useState(false);
  const busy = useRef(false);
  const { googleClientId } = getRuntimeConfig();

  const attempt = async (getToken: () => Promise<string | undefined>) => {
    if (busy.current) return; // repeated attempts are ignored while signing in
    busy.current = true;
    setSigningIn(true);
    setError(undefined);
    try {
      const token = await getToken();
      if (!token) {
        setError(LOGIN_ERRORS.googleFailed);
        return;
      }
      const result = await signInWithIdToken(token);
      if (result.ok) onSuccess();
      else setError(result.message);
    } catch {
      setError(LOGIN_ERRORS.googleFailed);
    } finally {
      busy.current = false;
      setSigningIn(false);
    }
  };

  return (
    <div className="sign-in">
      {googleClientId ? (
        // The fallback keeps the height of Google's large button, so nothing moves when it arrives.
        <Suspense fallback={<div className="sign-in__google-placeholder" aria-hidden="true" />}>
          <GoogleSignInButton
            clientId={googleClientId}
            onCredential={(credential) => void attempt(async () => credential)}
            onError={() => setError(LOGIN_ERRORS.googleFailed)}
          />
        </Suspense>
      ) : (
        <div className="sign-in__dev">
          <button
            type="button"
            className="btn btn-outline btn-large"
            disabled={signingIn}
            onClick={() => void attempt(requestDevelopmentIdToken)}
          >
            Sign in with the development account
          </button>
          <p className="sign-in__dev-note">
            Local development sign-in: no Google client id is configured, so the API&apos;s own test identity
            provider signs you in as a demo student.
          </p>
        </div>
      )}
      {signingIn && (
        <p className="sign-in__progress" role="status">
          Signing you in...
        </p>
      )}
      {error && (
        <p className="sign-in__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

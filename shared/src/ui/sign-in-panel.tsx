import { useRef, useState } from 'react';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { getRuntimeConfig } from '@gradatlas/shared/config';
import { LOGIN_ERRORS, requestDevelopmentIdToken, signInWithIdToken } from '@gradatlas/shared/session';

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
        <GoogleOAuthProvider clientId={googleClientId}>
          <GoogleLogin
            size="large"
            theme="outline"
            type="standard"
            onSuccess={(response) => void attempt(async () => response.credential)}
            onError={() => setError(LOGIN_ERRORS.googleFailed)}
          />
        </GoogleOAuthProvider>
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

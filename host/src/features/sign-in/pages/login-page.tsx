import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from '@gradatlas/shared/router';
import { LOGIN_ERRORS, useIsLoggedIn } from '@gradatlas/shared/session';
import { SignInPanel } from '@gradatlas/shared/sign-in-panel';
import { Loading } from '@gradatlas/shared/ui';
import { finishSignIn } from '../finish-sign-in';
import { useSaveReason } from '../use-save-reason';
import './login-page.css';

/** Signing in follows from the session: the panel has nothing more to do once it has signed the student in. */
const signedIn = () => undefined;

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const oauthFailed = params.get('error') === 'oauth_failed';
  // Why this page asks, when a guest's 'Save to shortlist' sent them here.
  const school = useSaveReason();
  const finishing = useRef(false);

  // Signed in (here, or already when the page opened): save what was asked, then back to the page that sent the student here, else home.
  useEffect(() => {
    if (!loggedIn || finishing.current) return;
    finishing.current = true;
    void finishSignIn(navigate);
  }, [loggedIn, navigate]);

  if (loggedIn) return <Loading label={school ? `Saving ${school} to your shortlist...` : 'Signing you in...'} />;

  return (
    <div className="login container">
      <div className="login__card card">
        <h1>Welcome Back</h1>
        <p className="login__subtitle">Sign in to access detailed university information</p>
        {school && <p className="login__reason">Sign in to save {school} to your shortlist</p>}
        <SignInPanel onSuccess={signedIn} initialError={oauthFailed ? LOGIN_ERRORS.googleFailed : undefined} />
        <label className="login__consent">
          <input type="checkbox" defaultChecked />
          <span>
            I agree to the{' '}
            <Link to="/terms" target="_blank" rel="noopener noreferrer">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy" target="_blank" rel="noopener noreferrer">
              Privacy Policy
            </Link>
          </span>
        </label>
        <p className="login__legal">
          By signing in you let us use your name and email address to keep your account. We never post on your behalf.
        </p>
      </div>
    </div>
  );
}

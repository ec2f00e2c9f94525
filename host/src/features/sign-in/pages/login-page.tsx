import { Link, Navigate, useNavigate, useSearchParams } from '@gradatlas/shared/router';
import { LOGIN_ERRORS, takeReturnPath, useIsLoggedIn } from '@gradatlas/shared/session';
import { SignInPanel } from '@gradatlas/shared/sign-in-panel';
import './login-page.css';

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const oauthFailed = params.get('error') === 'oauth_failed';

  if (loggedIn) return <Navigate to="/" replace />;

  return (
    <div className="login container">
      <div className="login__card card">
        <h1>Welcome Back</h1>
        <p className="login__subtitle">Sign in to access detailed university information</p>
        <SignInPanel
          // Back to the page that sent the student here (e.g. 'Save to shortlist'), else home.
          onSuccess={() => navigate(takeReturnPath() ?? '/', { replace: true })}
          initialError={oauthFailed ? LOGIN_ERRORS.googleFailed : undefined}
        />
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

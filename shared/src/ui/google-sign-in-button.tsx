import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';

interface GoogleSignInButtonProps {
  clientId: string;
  onCredential: (credential: string | undefined) => void;
  onError: () => void;
}

/**
 * Google's own button. Its own module so that @react-oauth/google is fetched
 * only where a sign-in panel is shown with a client id, not on every page that
 * loads the shared UI.
 */
export default function GoogleSignInButton({ clientId, onCredential, onError }: GoogleSignInButtonProps) {
  return (
    <GoogleOAuthProvider clientId={clientId}>
      <GoogleLogin size="large" theme="outline" type="standard" onSuccess={(response) => onCredential(response.credential)} onError={onError} />
    </GoogleOAuthProvider>
  );
}

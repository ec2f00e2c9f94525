import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '@gradatlas/shared/router';
import { useSessionStore } from '@gradatlas/shared/session';
import { Loading } from '@gradatlas/shared/ui';

/** The identity provider's redirect target: reads token, refreshToken or error. */
export function AuthSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const acceptTokens = useSessionStore((state) => state.acceptTokens);

  useEffect(() => {
    const error = params.get('error');
    const token = params.get('token');
    const refreshToken = params.get('refreshToken');
    if (error) {
      navigate('/login?error=oauth_failed', { replace: true });
    } else if (token) {
      acceptTokens(token, refreshToken);
      navigate('/', { replace: true });
    } else {
      navigate('/login', { replace: true });
    }
  }, [params, navigate, acceptTokens]);

  return <Loading label="Processing authentication..." />;
}

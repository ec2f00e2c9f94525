import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from '@gradatlas/shared/router';
import { useIsLoggedIn } from '@gradatlas/shared/session';
import { Loading, SignInFirst } from '@gradatlas/shared/ui';
import { RemotePage } from '../federation/remote-page';
import { predictorPath } from '../layout/nav-targets';
import { HomePage } from '../features/home/pages/home-page';
import { REMOTE_ROUTES, type RouteAccess } from './remote-routes';
import { AUTH_SUCCESS_PATH, HOME_PATHS, LOGIN_PATH } from './route-kinds';

// The sign-in pages are chunks of their own: every other page's first load
// (the home page's above all) does without their code.
const LoginPage = lazy(() => import('../features/sign-in/pages/login-page').then((module) => ({ default: module.LoginPage })));
const AuthSuccessPage = lazy(() => import('../features/sign-in/pages/auth-success-page').then((module) => ({ default: module.AuthSuccessPage })));

/**
 * A guest goes to /login first. With `returnHere` (the shortlist) signing in
 * leads back to this page; without it, to the home page as the SPEC has it.
 */
function RequireSignIn({ children, returnHere = false }: { children: ReactNode; returnHere?: boolean }) {
  const location = useLocation();
  if (useIsLoggedIn()) return children;
  return returnHere ? <SignInFirst returnTo={`${location.pathname}${location.search}`} /> : <Navigate to={LOGIN_PATH} replace />;
}

function guarded(access: RouteAccess, page: ReactNode): ReactNode {
  if (access === 'anyone') return page;
  return <RequireSignIn returnHere={access === 'student-return-here'}>{page}</RequireSignIn>;
}

/** /college-finder shows no page: the calculator when signed in, else sign-in. */
function CollegeFinderRedirect() {
  return <Navigate to={predictorPath(useIsLoggedIn())} replace />;
}

/** The route table of SPEC section 2: the host's own pages here, the remotes' in remote-routes.ts. */
export function AppRoutes() {
  return (
    <Routes>
      {HOME_PATHS.map((path) => (
        <Route key={path} path={path} element={<HomePage />} />
      ))}
      <Route
        path={LOGIN_PATH}
        element={
          <Suspense fallback={<Loading />}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route
        path={AUTH_SUCCESS_PATH}
        element={
          <Suspense fallback={<Loading />}>
            <AuthSuccessPage />
          </Suspense>
        }
      />
      {REMOTE_ROUTES.map(({ path, target, access }) => (
        <Route key={path} path={path} element={guarded(access, <RemotePage {...target} />)} />
      ))}
      <Route path="/college-finder" element={<CollegeFinderRedirect />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

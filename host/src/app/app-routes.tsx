import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from '@gradatlas/shared/router';
import { useIsLoggedIn } from '@gradatlas/shared/session';
import { Loading, SignInFirst } from '@gradatlas/shared/ui';
import { RemotePage } from '../federation/remote-page';
import { predictorPath } from '../layout/nav-targets';
import { HomePage } from '../features/home/pages/home-page';
import { SITE_ROUTES, type HostPage, type RouteAccess, type SiteRoute } from '@gradatlas/shared/site-routes';

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
  return returnHere ? <SignInFirst returnTo={`${location.pathname}${location.search}`} /> : <Navigate to="/login" replace />;
}

function guarded(access: RouteAccess | undefined, page: ReactNode): ReactNode {
  if (access === undefined || access === 'anyone') return page;
  return <RequireSignIn returnHere={access === 'student-return-here'}>{page}</RequireSignIn>;
}

/** /college-finder shows no page: the calculator when signed in, else sign-in. */
function CollegeFinderRedirect() {
  return <Navigate to={predictorPath(useIsLoggedIn())} replace />;
}

/** The host's own pages, by the name the route table gives them. */
const HOST_PAGES: Record<HostPage, ReactNode> = {
  home: <HomePage />,
  login: (
    <Suspense fallback={<Loading />}>
      <LoginPage />
    </Suspense>
  ),
  'auth-success': (
    <Suspense fallback={<Loading />}>
      <AuthSuccessPage />
    </Suspense>
  ),
  'college-finder': <CollegeFinderRedirect />,
};

const pageOf = ({ view, access }: SiteRoute): ReactNode => ('host' in view ? HOST_PAGES[view.host] : guarded(access, <RemotePage {...view} />));

/** The site's route table (shared/src/site-routes, SPEC section 2); any other address goes to /. */
export function AppRoutes() {
  return (
    <Routes>
      {SITE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={pageOf(route)} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from '@gradatlas/shared/router';
import { useIsLoggedIn } from '@gradatlas/shared/session';
import { SignInFirst } from '@gradatlas/shared/ui';
import { RemotePage } from '../federation/remote-page';
import { predictorPath } from '../layout/nav-targets';
import { AuthSuccessPage } from '../features/sign-in/pages/auth-success-page';
import { HomePage } from '../features/home/pages/home-page';
import { LoginPage } from '../features/sign-in/pages/login-page';
import { AUTH_SUCCESS_PATH, HOME_PATHS, LOGIN_PATH } from './route-kinds';

/**
 * A guest goes to /login first. With `returnHere` (the shortlist) signing in
 * leads back to this page; without it, to the home page as the SPEC has it.
 */
function RequireSignIn({ children, returnHere = false }: { children: ReactNode; returnHere?: boolean }) {
  const location = useLocation();
  if (useIsLoggedIn()) return children;
  return returnHere ? <SignInFirst returnTo={`${location.pathname}${location.search}`} /> : <Navigate to="/login" replace />;
}

/** /college-finder shows no page: the calculator when signed in, else sign-in. */
function CollegeFinderRedirect() {
  return <Navigate to={predictorPath(useIsLoggedIn())} replace />;
}

/** The route table of SPEC section 2. The host's own paths live in route-kinds.ts, which index.html reads too. */
export function AppRoutes() {
  return (
    <Routes>
      {HOME_PATHS.map((path) => (
        <Route key={path} path={path} element={<HomePage />} />
      ))}
      <Route path="/university/:name" element={<RemotePage remote="universities" page="UniversityDetailPage" />} />
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      <Route path={AUTH_SUCCESS_PATH} element={<AuthSuccessPage />} />
      <Route path="/about-us" element={<RemotePage remote="content" page="AboutUsPage" />} />
      <Route path="/contact-us" element={<RemotePage remote="content" page="ContactUsPage" />} />
      <Route
        path="/rate-my-chances"
        element={
          <RequireSignIn>
            <RemotePage remote="chances" page="RateMyChancesPage" />
          </RequireSignIn>
        }
      />
      <Route path="/college-finder" element={<CollegeFinderRedirect />} />
      {/* Beyond the SPEC (issue 12): the saved shortlist and the shareable comparison. */}
      <Route
        path="/shortlist"
        element={
          <RequireSignIn returnHere>
            <RemotePage remote="universities" page="ShortlistPage" />
          </RequireSignIn>
        }
      />
      <Route path="/compare" element={<RemotePage remote="universities" page="ComparePage" />} />
      <Route path="/blogs" element={<RemotePage remote="content" page="BlogListPage" />} />
      <Route path="/blogs/:slug" element={<RemotePage remote="content" page="BlogDetailPage" />} />
      <Route path="/country-guides" element={<RemotePage remote="content" page="CountryGuidesPage" />} />
      <Route path="/popular-courses" element={<RemotePage remote="content" page="PopularCoursesPage" />} />
      <Route path="/terms" element={<RemotePage remote="content" page="TermsPage" />} />
      <Route path="/privacy" element={<RemotePage remote="content" page="PrivacyPage" />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

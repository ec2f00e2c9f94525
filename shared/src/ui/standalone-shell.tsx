// @gradatlas/shared/standalone: each remote's QA page when opened on its own.
// Not a federation door: only a remote's own bootstrap uses it, so the host's
// eager doors (and every page of the site) do without it.
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useNavigate } from '@gradatlas/shared/router';
import { BRAND_NAME, loadRuntimeConfig, RuntimeConfigError } from '@gradatlas/shared/config';
import { useIsLoggedIn, useSessionStore } from '@gradatlas/shared/session';
import type { PageLoader } from '@gradatlas/shared/federation';
import { SignInPanel } from '@gradatlas/shared/sign-in-panel';
import { showConfigError } from '@gradatlas/shared/config-error-page';
import { Loading } from '@gradatlas/shared/ui';

export interface StandaloneLink {
  to: string;
  label: string;
}

interface StandaloneShellProps {
  /** Which remote this is, shown in the QA header. */
  remoteLabel: string;
  links: StandaloneLink[];
  /** The remote's own <Route> elements. */
  children: ReactNode;
}

function StandaloneLogin() {
  const navigate = useNavigate();
  return (
    <div className="container standalone-login">
      <h1>Sign in</h1>
      <SignInPanel onSuccess={() => navigate('/')} />
    </div>
  );
}

/**
 * A minimal shell a remote runs in on its own, for QA: the remote's routes, a
 * header with its links and sign-in, the same API and session as the real site.
 */
export function StandaloneShell({ remoteLabel, links, children }: StandaloneShellProps) {
  const status = useSessionStore((state) => state.status);
  const logout = useSessionStore((state) => state.logout);
  const loggedIn = useIsLoggedIn();

  useEffect(() => {
    void useSessionStore.getState().initialize();
  }, []);

  if (status === 'loading') return <Loading fullScreen />;

  return (
    <BrowserRouter>
      <header className="standalone-header">
        <strong>
          {BRAND_NAME} · {remoteLabel} (standalone)
        </strong>
        <nav aria-label="Standalone">
          {links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
          {loggedIn ? (
            <button type="button" className="btn btn-outline" onClick={logout}>
              Logout
            </button>
          ) : (
            <Link to="/login">Login</Link>
          )}
        </nav>
      </header>
      {/* As in the host, the shell owns the one main landmark; pages render inside it. */}
      <main>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route path="/login" element={<StandaloneLogin />} />
            {children}
          </Routes>
        </Suspense>
      </main>
    </BrowserRouter>
  );
}

/** A remote's page loaders as components for its standalone page, each loaded when its route renders. */
export function standalonePages<Name extends string>(loaders: Record<Name, PageLoader>): Record<Name, LazyExoticComponent<ComponentType>> {
  const pages = {} as Record<Name, LazyExoticComponent<ComponentType>>;
  for (const name of Object.keys(loaders) as Name[]) pages[name] = lazy(loaders[name]);
  return pages;
}

/** Loads the run-time configuration, then renders a remote's standalone page. */
export async function mountStandalone(element: ReactNode, containerId = 'root'): Promise<void> {
  const container = document.getElementById(containerId);
  if (!container) throw new Error(`#${containerId} is missing from index.html`);
  try {
    await loadRuntimeConfig();
  } catch (error) {
    if (!(error instanceof RuntimeConfigError)) throw error;
    showConfigError(container, error.message);
    return;
  }
  createRoot(container).render(element);
}

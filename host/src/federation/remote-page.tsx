import { lazy, Suspense, useMemo, useState } from 'react';
import { loadRemotePage, type RemotePageRef } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { forgetServerPage, ServerPageOrLoading } from './server-page';
import './remote-page.css';

/**
 * Renders one page of a remote: its `./pages` table first, then that page's
 * own chunk. Every retry builds a fresh lazy component: React keeps a rejected
 * lazy rejected, so reusing it would never load again.
 */
export function RemotePage(target: RemotePageRef) {
  const { remote, page } = target;
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(() => loadRemotePage(target).finally(forgetServerPage)),
    // `attempt` is the point: a new value means a new load. `target` is a new
    // object on every render; its values are the keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, page, attempt],
  );
  return (
    <div className="remote-page">
      <RemoteErrorBoundary area={`${remote}/${page}`} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={<ServerPageOrLoading />}>
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}

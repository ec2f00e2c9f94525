import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../reporting/report-error';
import { classifyLoadError, describeLoadFailure, type LoadFailure } from './classify-load-error';
import { reloadOnceForStaleChunk } from './stale-deploy-reload';

interface Props {
  /** Which part of the site failed, for the reporter. */
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failure: LoadFailure | null;
}

/**
 * One boundary per remote route: whatever a remote does wrong (unreachable,
 * missing chunk, slow, throws while rendering) stays inside its route, with a
 * clear message and a retry, while the header, footer and other routes work.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: classifyLoadError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const failure = classifyLoadError(error);
    reportError(error, { where: 'remote-route', area: this.props.area, failure, componentStack: info.componentStack });
    // A 404 surfaces as type 'error' (script error event), a file without the chunk as 'missing'.
    if (failure.kind === 'chunk' && failure.type !== 'timeout') reloadOnceForStaleChunk(failure.request);
  }

  private retry = () => {
    this.setState({ failure: null });
    this.props.onRetry();
  };

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return (
      <section className="container section remote-failure" role="alert" aria-labelledby="remote-failure-title">
        <div className="error-box">
          <h2 id="remote-failure-title">This section could not be loaded</h2>
          <p>{describeLoadFailure(failure)}</p>
          {failure.kind === 'chunk' && (
            <p className="remote-failure__detail">
              ChunkLoadError: Loading chunk {failure.chunkId ?? '?'} failed ({failure.type}
              {failure.request ? `: ${failure.request}` : ''})
            </p>
          )}
          <details className="remote-failure__technical">
            <summary>Technical details</summary>
            <code>{failure.message}</code>
          </details>
          <button type="button" className="btn btn-primary" onClick={this.retry}>
            Try again
          </button>
        </div>
      </section>
    );
  }
}

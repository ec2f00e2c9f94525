import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { onErrorReported } from '../reporting/report-error';
import { classifyLoadError } from './classify-load-error';
import { MANIFEST_FETCH_FAILED } from './load-error-messages';
import { RemoteErrorBoundary } from './remote-error-boundary';

function chunkLoadError(type: string, url = 'http://localhost:3001/42.a1b2.js'): Error {
  // The shape webpack's JSONP chunk loader rejects with.
  return Object.assign(new Error(`Loading chunk 42 failed.\n(${type}: ${url})`), { name: 'ChunkLoadError', type, request: url });
}

describe('classifyLoadError', () => {
  it('recognises webpack ChunkLoadError with its chunk, failure type and address', () => {
    expect(classifyLoadError(chunkLoadError('missing'))).toMatchObject({ kind: 'chunk', chunkId: '42', type: 'missing', request: 'http://localhost:3001/42.a1b2.js' });
    expect(classifyLoadError(chunkLoadError('timeout'))).toMatchObject({ kind: 'chunk', type: 'timeout' });
  });

  it('reads the type and address from the message when the properties are absent', () => {
    const error = Object.assign(new Error('Loading chunk 7 failed.\n(error: http://cdn.example/7.js)'), { name: 'ChunkLoadError' });
    expect(classifyLoadError(error)).toMatchObject({ kind: 'chunk', chunkId: '7', type: 'error', request: 'http://cdn.example/7.js' });
  });

  it('recognises the federation runtime failures of a manifest and of a remote entry', () => {
    expect(classifyLoadError(new Error('[ Federation Runtime ]: #RUNTIME-003 Failed to get manifest. http://localhost:3001/mf-manifest.json'))).toMatchObject({
      kind: 'manifest',
      request: 'http://localhost:3001/mf-manifest.json',
    });
    expect(classifyLoadError(new Error(`${MANIFEST_FETCH_FAILED} http://localhost:3003/mf-manifest.json: timed out`))).toMatchObject({ kind: 'manifest' });
    expect(classifyLoadError(new Error('#RUNTIME-008 Failed to load script http://localhost:3002/remoteEntry.js'))).toMatchObject({ kind: 'remote-entry' });
  });

  it('recognises a shared door whose loaded version does not meet the remote (a strict singleton)', () => {
    const message =
      '[ Federation Runtime ]: Version 1.1.0 from host of shared singleton module @gradatlas/shared/config does not satisfy the requirement of content which needs ^1.2.0)';
    expect(classifyLoadError(new Error(message))).toMatchObject({ kind: 'version', message });
  });

  it('treats anything else as a render error', () => {
    expect(classifyLoadError(new TypeError('x is undefined'))).toMatchObject({ kind: 'render' });
    expect(classifyLoadError('a string')).toMatchObject({ kind: 'render', message: 'a string' });
  });
});

describe('RemoteErrorBoundary', () => {
  let reported: unknown[];
  let stopReporting: () => void;
  const quietConsole = jest.spyOn(console, 'error');
  beforeEach(() => {
    reported = [];
    stopReporting = onErrorReported((error) => reported.push(error));
    quietConsole.mockImplementation(() => undefined); // React logs caught errors; jsdom logs the navigation it cannot do
    window.sessionStorage.clear();
  });
  afterEach(() => stopReporting());

  /** A child that throws the given error until told to recover; Try again remounts it. */
  function Harness({ error }: { error: Error }) {
    const [attempt, setAttempt] = useState(0);
    return (
      <RemoteErrorBoundary area="universities" onRetry={() => setAttempt((n) => n + 1)}>
        <Child attempt={attempt} error={error} />
      </RemoteErrorBoundary>
    );
  }
  function Child({ attempt, error }: { attempt: number; error: Error }) {
    if (attempt === 0) throw error;
    return <p>Remote content</p>;
  }

  it('shows the failure with the ChunkLoadError line and technical details, and Try again loads again', async () => {
    render(<Harness error={chunkLoadError('timeout')} />);
    expect(screen.getByRole('heading', { name: 'This section could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('This part of GradAtlas took too long to load.')).toBeInTheDocument();
    expect(screen.getByText(/ChunkLoadError: Loading chunk 42 failed \(timeout: http:\/\/localhost:3001\/42\.a1b2\.js\)/)).toBeInTheDocument();
    expect(screen.getByText('Technical details')).toBeInTheDocument();
    expect(reported).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Remote content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reloads once for a missing chunk (a stale deploy) but not for a timeout', () => {
    render(<Harness error={chunkLoadError('timeout', 'http://localhost:3001/1.js')} />);
    expect(Object.keys(window.sessionStorage)).toHaveLength(0);

    render(<Harness error={chunkLoadError('missing', 'http://localhost:3001/2.js')} />);
    expect(window.sessionStorage.getItem('gradatlas:stale-chunk-reload:http://localhost:3001/2.js')).not.toBeNull();
  });

  it('says a remote built for another version of the site cannot run, with Try again', () => {
    render(<Harness error={new Error('[ Federation Runtime ]: Version 1.0.1 from host of shared singleton module @gradatlas/shared/session does not satisfy the requirement of content which needs ^2.0.0)')} />);
    expect(screen.getByText('This part of GradAtlas was built for another version of the site and cannot run with this one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says an unreachable remote is unavailable, without a chunk line', () => {
    render(<Harness error={new Error('#RUNTIME-003 Failed to get manifest. http://localhost:3001/mf-manifest.json')} />);
    expect(screen.getByText('This part of GradAtlas is unavailable right now.')).toBeInTheDocument();
    expect(screen.queryByText(/ChunkLoadError/)).not.toBeInTheDocument();
    expect(Object.keys(window.sessionStorage)).toHaveLength(0);
  });
});

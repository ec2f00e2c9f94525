import { MANIFEST_FETCH_FAILED, VERSION_MISMATCH } from './load-error-messages';

export type LoadFailureKind = 'chunk' | 'manifest' | 'remote-entry' | 'version' | 'render';

export interface LoadFailure {
  kind: LoadFailureKind;
  /** For chunk failures: missing, timeout or the browser's event type. */
  type?: string;
  /** The address that failed to load, when known. */
  request?: string;
  /** The chunk id of a ChunkLoadError. */
  chunkId?: string;
  message: string;
}

interface ChunkLoadErrorShape extends Error {
  type?: string;
  request?: string;
}

/**
 * Sorts what an error boundary receives around a remote route into what
 * actually happened (see notes/module-federation.md for the observed shapes):
 * webpack's ChunkLoadError ('Loading chunk {id} failed.\n({type}: {url})'),
 * the federation runtime's #RUNTIME-003 (manifest) and #RUNTIME-008 (remote
 * entry script) and its refusal of a shared door whose version does not meet
 * the remote's need, or an ordinary render error of the remote's own code.
 */
export function classifyLoadError(error: unknown): LoadFailure {
  const err: ChunkLoadErrorShape = error instanceof Error ? error : new Error(String(error));
  const message = err.message ?? '';
  if (err.name === 'ChunkLoadError') {
    const chunkId = /Loading (?:CSS )?chunk (\S+) failed/.exec(message)?.[1];
    const fromMessage = /\((\w+): ([^)]+)\)/.exec(message);
    return {
      kind: 'chunk',
      type: err.type ?? fromMessage?.[1] ?? 'other',
      request: err.request ?? fromMessage?.[2],
      chunkId,
      message,
    };
  }
  if (message.includes('RUNTIME-003') || message.includes(MANIFEST_FETCH_FAILED)) return { kind: 'manifest', message, request: firstUrl(message) };
  if (message.includes('RUNTIME-008')) return { kind: 'remote-entry', message, request: firstUrl(message) };
  // A strict singleton door (shared/build/door-versions.cjs) the remote needs in a version this host does not run.
  if (message.includes(VERSION_MISMATCH)) return { kind: 'version', message };
  return { kind: 'render', message };
}

function firstUrl(text: string): string | undefined {
  return /https?:\/\/[^\s"',)]+/.exec(text)?.[0];
}

/** What the person sees: plain words, no codes. */
export function describeLoadFailure(failure: LoadFailure): string {
  switch (failure.kind) {
    case 'chunk':
      return failure.type === 'timeout'
        ? 'This part of GradAtlas took too long to load.'
        : 'A newer version of this part of GradAtlas is available, or it could not be downloaded.';
    case 'manifest':
    case 'remote-entry':
      return 'This part of GradAtlas is unavailable right now.';
    case 'version':
      return 'This part of GradAtlas was built for another version of the site and cannot run with this one.';
    default:
      return 'Something went wrong while showing this page.';
  }
}

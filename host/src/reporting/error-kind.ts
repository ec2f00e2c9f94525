import type { FieldErrorKind } from '@gradatlas/shared/contracts';
import { classifyLoadError, type LoadFailureKind } from '../federation/classify-load-error';
import type { ErrorContext } from './report-error';

const LOAD_FAILURE_KINDS: readonly LoadFailureKind[] = ['chunk', 'manifest', 'remote-entry', 'version', 'render'];

const isLoadFailureKind = (kind: unknown): kind is LoadFailureKind => LOAD_FAILURE_KINDS.includes(kind as LoadFailureKind);

/** Where the root's onUncaughtError reports (bootstrap.tsx): an error no boundary caught. */
export const UNCAUGHT_WHERE = 'root';

/**
 * The kind field data records for a reported failure, or undefined for none.
 * Only the kind leaves the browser: never the message or stack, which can
 * hold addresses, names or whatever a visitor typed.
 * - A remote route's boundary reports what the visitor saw fail.
 * - The federation runtime reports the same load failure before the boundary
 *   does ('federation'), so counting it too would count one failure twice.
 */
export function fieldErrorKind(error: unknown, context: ErrorContext): FieldErrorKind | undefined {
  if (context.where === UNCAUGHT_WHERE) return 'uncaught';
  if (context.where !== 'remote-route') return undefined;
  const failure = context.failure as { kind?: unknown } | undefined;
  return isLoadFailureKind(failure?.kind) ? failure.kind : classifyLoadError(error).kind;
}

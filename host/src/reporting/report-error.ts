export interface ErrorContext {
  where: string;
  [key: string]: unknown;
}

type Reporter = (error: unknown, context: ErrorContext) => void;

const reporters: Reporter[] = [];

/** Where failures go. Production silences the console, so this is the one way out. */
export function onErrorReported(reporter: Reporter): () => void {
  reporters.push(reporter);
  return () => {
    const index = reporters.indexOf(reporter);
    if (index >= 0) reporters.splice(index, 1);
  };
}

export function reportError(error: unknown, context: ErrorContext): void {
  for (const reporter of reporters) {
    try {
      reporter(error, context);
    } catch {
      // A broken reporter must never break the page.
    }
  }
}

/**
 * SPEC section 8: client console warnings and errors are silenced. Only in
 * production builds; the reporting function above still receives failures.
 */
export function silenceConsoleInProduction(isProduction: boolean): void {
  if (!isProduction) return;
  const noop = () => undefined;
  console.warn = noop;
  console.error = noop;
}

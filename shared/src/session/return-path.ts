// Where sign-in sends a student back to, for the flows that ask for it
// ('Save to shortlist', /shortlist, a comparison's 'Log in'). It is kept in
// sessionStorage rather than in the address, so the login page stays exactly
// /login as the SPEC has it. Only a path on this site is accepted: anything
// else would make the login page an open redirect.

const KEY = 'gradatlas.return-to';
/** A return path older than this is stale: the student has moved on. */
const MAX_AGE_MS = 15 * 60 * 1000;

const isSitePath = (path: string): boolean => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

export function rememberReturnPath(path: string): void {
  if (!isSitePath(path)) return;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Blocked storage: the student lands on the home page instead.
  }
}

/** The remembered path, once: it is removed as it is read. Null when none, stale or not a site path. */
export function takeReturnPath(now = Date.now()): string | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof saved.path !== 'string' || typeof saved.at !== 'number' || now - saved.at > MAX_AGE_MS) return null;
    return isSitePath(saved.path) ? saved.path : null;
  } catch {
    return null;
  }
}

// @gradatlas/shared/save-after-sign-in: the school a guest asked to save when
// 'Save to shortlist' sent them to sign in. The Login page names it ("Sign in
// to save Stanford University to your shortlist") and saves it once the
// student is signed in. Not a door: the toggle (in each remote) and the Login
// page (a chunk of the host) bundle it, so the home page's first load does
// without it; they meet in this tab's sessionStorage, under one key.

const KEY = 'gradatlas.save-after-sign-in';
/** Older than this, the student has moved on (the same span as the return path's, session/return-path.ts). */
const MAX_AGE_MS = 15 * 60 * 1000;

export interface SaveAfterSignIn {
  slug: string;
  /** The school's name when the toggle knew it; the Login page asks for it otherwise. */
  name?: string;
}

const SLUG = /^[a-z0-9][a-z0-9-]*$/;

export function rememberSaveAfterSignIn(save: SaveAfterSignIn): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...save, at: Date.now() }));
  } catch {
    // Blocked storage: signing in still works; the student saves again afterwards.
  }
}

function read(now: number): SaveAfterSignIn | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { slug?: unknown; name?: unknown; at?: unknown };
    if (typeof saved.slug !== 'string' || !SLUG.test(saved.slug) || typeof saved.at !== 'number' || now - saved.at > MAX_AGE_MS) return null;
    return typeof saved.name === 'string' && saved.name ? { slug: saved.slug, name: saved.name } : { slug: saved.slug };
  } catch {
    return null;
  }
}

/** The school waiting to be saved, left in place (the Login page shows it before the student signs in); null when none or stale. */
export function pendingSave(now = Date.now()): SaveAfterSignIn | null {
  return read(now);
}

/** The school waiting to be saved, once: it is removed as it is read, so a second sign-in never saves it again. */
export function takeSaveAfterSignIn(now = Date.now()): SaveAfterSignIn | null {
  const save = read(now);
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
  return save;
}

/** What a page's toggle is told, through the router's location state, when it is the school just saved after signing in. */
export interface SavedAfterSignIn {
  savedAfterSignIn: { slug: string; saved: boolean };
}

export function savedAfterSignIn(state: unknown): SavedAfterSignIn['savedAfterSignIn'] | null {
  const found = (state as Partial<SavedAfterSignIn> | null)?.savedAfterSignIn;
  return found && typeof found.slug === 'string' && typeof found.saved === 'boolean' ? found : null;
}

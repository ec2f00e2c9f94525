import { useEffect } from 'react';
import { create } from 'zustand';
import { apiClient, serverMessage } from '@gradatlas/shared/api';
import { readUniversityPage, type University } from '@gradatlas/shared/domain';
import { selectIsLoggedIn, useSessionStore } from './session-store';

// The signed-in student's shortlist, kept on the server (GET/PUT/DELETE
// /api/me/shortlist). One store for the whole site, so the header's count and
// every card's 'Saved' state agree, whichever remote drew them.

export type ShortlistStatus = 'idle' | 'loading' | 'ready' | 'error';

interface ShortlistAnswer {
  slugs?: unknown;
  universities?: unknown;
}

interface ShortlistState {
  status: ShortlistStatus;
  slugs: string[];
  /** The saved universities, oldest first, as full records. */
  universities: University[];
  /** The last failed change, in words the student can act on; null when none. */
  error: string | null;
  load: () => Promise<void>;
  /** Saves or removes one university; resolves false when the server refused. */
  setSaved: (slug: string, saved: boolean) => Promise<boolean>;
}

const slugsOf = (data: ShortlistAnswer): string[] =>
  Array.isArray(data.slugs) ? data.slugs.filter((slug): slug is string => typeof slug === 'string') : [];

/** What the store keeps of an answer: the slugs, and the records in the same order. */
const listOf = (data: ShortlistAnswer) => ({ slugs: slugsOf(data), universities: readUniversityPage(data.universities).universities });

const SAVE_FAILED = 'Could not update your shortlist. Please try again.';

// Answers come back in any order: the background load may answer after a
// toggle, and two quick toggles' answers may cross. So each request is numbered
// when sent, an answer older than one already shown is not shown, and the
// toggles still travelling are laid over every answer shown: a toggle made
// during a load survives the load's answer.
let sent = 0;
let shown = 0;
/** The toggles not answered yet: slug -> the request number and the wanted state. */
const travelling = new Map<string, { request: number; saved: boolean }>();
/** The slugs of the newest answer shown; null before any. */
let confirmed: string[] | null = null;

const withToggle = (slugs: string[], slug: string, saved: boolean) =>
  saved ? [...slugs.filter((s) => s !== slug), slug] : slugs.filter((s) => s !== slug);

/** A list with the travelling toggles applied, as the student expects to see it. */
function withTravelling(slugs: string[]): string[] {
  let result = slugs;
  for (const [slug, { saved }] of travelling) result = withToggle(result, slug, saved);
  return result;
}

/** The store's state for a server answer to request `request`, or null when a newer one is shown. */
function answered(request: number, data: ShortlistAnswer) {
  if (request < shown) return null;
  shown = request;
  const list = listOf(data);
  confirmed = list.slugs;
  return { status: 'ready' as const, universities: list.universities, slugs: withTravelling(list.slugs) };
}

export const useShortlistStore = create<ShortlistState>()((set, get) => ({
  status: 'idle',
  slugs: [],
  universities: [],
  error: null,

  load: async () => {
    // The header and a page may both ask at sign-in: one request is enough.
    if (get().status === 'loading') return;
    set({ status: 'loading' });
    const request = ++sent;
    try {
      const { data } = await apiClient.get<ShortlistAnswer>('/api/me/shortlist');
      const next = answered(request, data);
      if (next) set({ ...next, error: null });
    } catch {
      if (request >= shown && get().status === 'loading') set({ status: 'error' });
    }
  },

  setSaved: async (slug, saved) => {
    const wasSaved = get().slugs.includes(slug);
    const request = ++sent;
    travelling.set(slug, { request, saved });
    // Shown at once; put back if the server refuses, so nothing is lost silently.
    set({ slugs: withToggle(get().slugs, slug, saved), error: null });
    // A later toggle of the same university owns it from then on.
    const settle = () => {
      if (travelling.get(slug)?.request === request) travelling.delete(slug);
    };
    try {
      const path = `/api/me/shortlist/${encodeURIComponent(slug)}`;
      const { data } = saved ? await apiClient.put<ShortlistAnswer>(path) : await apiClient.delete<ShortlistAnswer>(path);
      settle();
      const next = answered(request, data);
      if (next) set(next);
      return true;
    } catch (error) {
      const mine = travelling.get(slug)?.request === request;
      settle();
      // Put back this university as the server last said it was; the others stay as shown.
      if (mine) set({ slugs: withToggle(get().slugs, slug, confirmed ? confirmed.includes(slug) : wasSaved) });
      set({ error: serverMessage(error) ?? SAVE_FAILED });
      return false;
    }
  },
}));

/** Forgets the list and every answer still travelling (logout). */
function forget() {
  travelling.clear();
  confirmed = null;
  shown = ++sent;
  useShortlistStore.setState({ status: 'idle', slugs: [], universities: [], error: null });
}

// The list is forgotten at logout; it is loaded by the components that show it (useShortlist).
useSessionStore.subscribe((session, previous) => {
  if (session.status !== previous.status && session.status !== 'authenticated') {
    forget();
  }
});

/**
 * A badge or a toggle does not need the list for the first paint: it asks for
 * it this long after signing in or landing, so the page's own requests go first.
 */
const BACKGROUND_LOAD_DELAY_MS = 1_500;

/**
 * The shortlist for a component that shows it, loaded on first use while the
 * student is signed in: at once for the shortlist page (`eager`), in the
 * background for the header's count and the cards' toggles.
 */
export function useShortlist({ eager = false }: { eager?: boolean } = {}): ShortlistState {
  const state = useShortlistStore();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const needsLoad = loggedIn && state.status === 'idle';
  useEffect(() => {
    if (!needsLoad) return undefined;
    if (eager) {
      void useShortlistStore.getState().load();
      return undefined;
    }
    const timer = setTimeout(() => {
      if (useShortlistStore.getState().status === 'idle') void useShortlistStore.getState().load();
    }, BACKGROUND_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needsLoad, eager]);
  return state;
}

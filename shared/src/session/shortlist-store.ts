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

export const useShortlistStore = create<ShortlistState>()((set, get) => ({
  status: 'idle',
  slugs: [],
  universities: [],
  error: null,

  load: async () => {
    // The header and a page may both ask at sign-in: one request is enough.
    if (get().status === 'loading') return;
    set({ status: 'loading' });
    try {
      const { data } = await apiClient.get<ShortlistAnswer>('/api/me/shortlist');
      set({ status: 'ready', ...listOf(data), error: null });
    } catch {
      set({ status: 'error' });
    }
  },

  setSaved: async (slug, saved) => {
    const before = get().slugs;
    // Shown at once; put back if the server refuses, so nothing is lost silently.
    set({ slugs: saved ? [...before.filter((s) => s !== slug), slug] : before.filter((s) => s !== slug), error: null });
    try {
      const path = `/api/me/shortlist/${encodeURIComponent(slug)}`;
      const { data } = saved ? await apiClient.put<ShortlistAnswer>(path) : await apiClient.delete<ShortlistAnswer>(path);
      set({ status: 'ready', ...listOf(data) });
      return true;
    } catch (error) {
      set({ slugs: before, error: serverMessage(error) ?? SAVE_FAILED });
      return false;
    }
  },
}));

// The list is forgotten at logout; it is loaded by the components that show it (useShortlist).
useSessionStore.subscribe((session, previous) => {
  if (session.status !== previous.status && session.status !== 'authenticated') {
    useShortlistStore.setState({ status: 'idle', slugs: [], universities: [], error: null });
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

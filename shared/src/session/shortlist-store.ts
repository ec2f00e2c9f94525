import { createStore, type StateCreator, type StoreApi } from 'zustand';
import { apiClient, serverMessage } from '@gradatlas/shared/api';
import { readUserData, saveUserData } from './user-storage';

// The signed-in student's shortlist, kept on the server (GET/PUT/DELETE
// /api/me/shortlist), with a copy in this browser so the list is on screen
// before the server answers. It keeps the saved universities' slugs only:
// what a page shows of them is the page's to fetch (the shortlist page does),
// so this state, shared by every remote, never grows with the record. The site keeps one store for the whole session
// (use-shortlist.ts), so the header's count and every card's 'Saved' state
// agree whichever remote drew them; tests make a fresh one each.

export type ShortlistStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Where the list on screen comes from: nothing yet (it is unknown), the copy
 * this browser kept at the last answer (the server may still correct it), or
 * the server's answer in this session.
 */
export type ShortlistSource = 'none' | 'browser' | 'server';

/** A change sent and not answered yet: its request number (unique) and the state the student asked for. */
interface TravellingToggle {
  slug: string;
  request: number;
  saved: boolean;
}

export interface ShortlistState {
  /** The state of the request for the list (GET), not of the toggles. */
  status: ShortlistStatus;
  source: ShortlistSource;
  /** The list as the student expects to see it: `known` with the travelling toggles laid over it. Derived; never set it alone. */
  slugs: string[];
  /** The last failed change, in words the student can act on; null when none. */
  error: string | null;
  /** Whose list this is (the signed-in user's id), the key of the browser's copy; null when nobody is signed in. */
  owner: string | null;
  /** The newest list known: the server's last answer shown or, before any, the browser's copy. */
  known: string[];
  /** The toggles not answered yet, at most one per slug: a later toggle of a university replaces an earlier one. */
  travelling: readonly TravellingToggle[];
  /** The number of the last request sent, and of the newest answer shown: an older answer is never shown over a newer one. */
  sent: number;
  shown: number;
  load: () => Promise<void>;
  /** Saves or removes one university; resolves false when the server refused. */
  setSaved: (slug: string, saved: boolean) => Promise<boolean>;
  /** Starts this user's list: the browser's copy is shown at once, until the server answers. */
  startFor: (owner: string) => void;
  /** Forgets the list and every answer still travelling (logout, or another user). */
  forget: () => void;
}

/** What this store reads of the shortlist's answers: the saved slugs. */
interface ShortlistAnswer {
  slugs?: unknown;
}

const SAVE_FAILED = 'Could not update your shortlist. Please try again.';

/** The slugs in a list from the server or this browser's storage, checked; null when it is not a list. */
const slugsOf = (list: unknown): string[] | null =>
  Array.isArray(list) ? list.filter((slug): slug is string => typeof slug === 'string') : null;

const withToggle = (slugs: string[], slug: string, saved: boolean) =>
  saved ? [...slugs.filter((s) => s !== slug), slug] : slugs.filter((s) => s !== slug);

/** The one derivation of the list on screen: a toggle made while a list travels survives that list's answer. */
function savedList(known: string[], travelling: ShortlistState['travelling']): string[] {
  return travelling.reduce((list, { slug, saved }) => withToggle(list, slug, saved), known);
}

/** `travelling` once request `request` is answered (if a later toggle replaced it, it is not there any more). */
const settled = (travelling: ShortlistState['travelling'], request: number) => travelling.filter((toggle) => toggle.request !== request);

type ListData = Pick<ShortlistState, 'status' | 'source' | 'slugs' | 'error' | 'owner' | 'known' | 'travelling'>;

const NOBODY: ListData = { status: 'idle', source: 'none', slugs: [], error: null, owner: null, known: [], travelling: [] };

/** The name of this browser's copy of a student's list: user data, kept per user id and removed at logout. */
const BROWSER_COPY = 'shortlist';

/**
 * A shortlist's state and actions, every piece of its state inside the store,
 * so two stores (two tests) never share anything. Answers come back in any
 * order: the background load may answer after a toggle, two quick toggles'
 * answers may cross. So each request is numbered when sent, an answer older
 * than one already shown is not shown, and the toggles still travelling are
 * laid over every list shown.
 */
export function shortlistState(): StateCreator<ShortlistState> {
  return (set, get) => {
    /** Sets `changes` and the list derived from them, in one update. */
    const update = (changes: (state: ShortlistState) => Partial<ShortlistState>) =>
      set((state) => {
        const next = { ...state, ...changes(state) };
        return { ...next, slugs: savedList(next.known, next.travelling) };
      });

    /** Shows the server's answer to request `request` unless a newer one is shown; the browser keeps a copy. */
    const showAnswer = (request: number, data: ShortlistAnswer) => {
      const { shown, owner } = get();
      if (request < shown) return;
      const known = slugsOf(data.slugs) ?? [];
      if (owner !== null) saveUserData(BROWSER_COPY, owner, known);
      update(() => ({ status: 'ready', source: 'server', shown: request, known }));
    };

    return {
      ...NOBODY,
      sent: 0,
      shown: 0,

      load: async () => {
        // The header and a page may both ask at once: one request is enough.
        if (get().status === 'loading') return;
        const request = get().sent + 1;
        set({ status: 'loading', sent: request });
        try {
          const { data } = await apiClient.get<ShortlistAnswer>('/api/me/shortlist');
          showAnswer(request, data);
        } catch {
          if (request >= get().shown && get().status === 'loading') set({ status: 'error' });
        }
      },

      setSaved: async (slug, saved) => {
        const request = get().sent + 1;
        // Shown at once; if the server refuses, the list falls back to what is known, so nothing is lost silently.
        const toggle = { slug, request, saved };
        update((state) => ({ sent: request, travelling: [...state.travelling.filter((t) => t.slug !== slug), toggle], error: null }));
        try {
          const path = `/api/me/shortlist/${encodeURIComponent(slug)}`;
          const { data } = saved ? await apiClient.put<ShortlistAnswer>(path) : await apiClient.delete<ShortlistAnswer>(path);
          update((state) => ({ travelling: settled(state.travelling, request) }));
          showAnswer(request, data);
          return true;
        } catch (error) {
          update((state) => ({ travelling: settled(state.travelling, request), error: serverMessage(error) ?? SAVE_FAILED }));
          return false;
        }
      },

      startFor: (owner) => {
        if (get().owner === owner) return;
        get().forget();
        const kept = slugsOf(readUserData(BROWSER_COPY, owner));
        update(() => ({ owner, known: kept ?? [], source: kept ? 'browser' : 'none' }));
      },

      forget: () => {
        // Every request sent so far is now older than the newest answer shown, so none of their answers lands.
        set((state) => ({ ...NOBODY, sent: state.sent + 1, shown: state.sent + 1 }));
      },
    };
  };
}

/** A fresh store, its own state from the start: one per test (the site keeps one, use-shortlist.ts). */
export const createShortlistStore = (): StoreApi<ShortlistState> => createStore<ShortlistState>()(shortlistState());

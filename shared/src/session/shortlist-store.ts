import { createStore, type StoreApi } from 'zustand';
import { apiClient, serverMessage } from '@gradatlas/shared/api';
import { readUniversityPage, type University } from '@gradatlas/shared/domain';
import { browserShortlistMemory, type ShortlistMemory } from './shortlist-memory';

// The signed-in student's shortlist, kept on the server (GET/PUT/DELETE
// /api/me/shortlist), with a copy in this browser so the list is on screen
// before the server answers. The site keeps one store for the whole session
// (use-shortlist.ts), so the header's count and every card's 'Saved' state
// agree whichever remote drew them; tests make a fresh one each.

export type ShortlistStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Where the list on screen comes from: nothing yet (it is unknown), the copy
 * this browser kept at the last answer (the server may still correct it), or
 * the server's answer in this session.
 */
export type ShortlistSource = 'none' | 'browser' | 'server';

/** A change sent and not answered yet: its request number and the state the student asked for. */
interface TravellingToggle {
  request: number;
  saved: boolean;
}

export interface ShortlistState {
  /** The state of the request for the list (GET), not of the toggles. */
  status: ShortlistStatus;
  source: ShortlistSource;
  /** The list as the student expects to see it: `known` with the travelling toggles laid over it. Derived; never set it alone. */
  slugs: string[];
  /** The saved universities, oldest first, as full records (only from the server). */
  universities: University[];
  /** The last failed change, in words the student can act on; null when none. */
  error: string | null;
  /** Whose list this is (the signed-in user's id), the key of the browser's copy; null when nobody is signed in. */
  owner: string | null;
  /** The newest list known: the server's last answer shown or, before any, the browser's copy. */
  known: string[];
  /** The toggles not answered yet, by slug. */
  travelling: Readonly<Record<string, TravellingToggle>>;
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

interface ShortlistAnswer {
  slugs?: unknown;
  universities?: unknown;
}

const SAVE_FAILED = 'Could not update your shortlist. Please try again.';

const slugsOf = (data: ShortlistAnswer): string[] =>
  Array.isArray(data.slugs) ? data.slugs.filter((slug): slug is string => typeof slug === 'string') : [];

const withToggle = (slugs: string[], slug: string, saved: boolean) =>
  saved ? [...slugs.filter((s) => s !== slug), slug] : slugs.filter((s) => s !== slug);

/** The one derivation of the list on screen: a toggle made while a list travels survives that list's answer. */
function savedList(known: string[], travelling: ShortlistState['travelling']): string[] {
  return Object.entries(travelling).reduce((list, [slug, { saved }]) => withToggle(list, slug, saved), known);
}

/** `travelling` without this slug's entry if that entry is still request `request` (a later toggle owns it otherwise). */
function settled(travelling: ShortlistState['travelling'], slug: string, request: number) {
  if (travelling[slug]?.request !== request) return travelling;
  const { [slug]: _answered, ...rest } = travelling;
  return rest;
}

type ListData = Pick<ShortlistState, 'status' | 'source' | 'slugs' | 'universities' | 'error' | 'owner' | 'known' | 'travelling'>;

const NOBODY: ListData = { status: 'idle', source: 'none', slugs: [], universities: [], error: null, owner: null, known: [], travelling: {} };

export interface ShortlistStoreOptions {
  /** Where the browser keeps each user's copy of the list; localStorage unless a test gives its own. */
  memory?: ShortlistMemory;
}

/**
 * A shortlist store with every piece of its state inside it, so two stores
 * (two tests) never share anything. Answers come back in any order: the
 * background load may answer after a toggle, two quick toggles' answers may
 * cross. So each request is numbered when sent, an answer older than one
 * already shown is not shown, and the toggles still travelling are laid over
 * every list shown.
 */
export function createShortlistStore({ memory = browserShortlistMemory }: ShortlistStoreOptions = {}): StoreApi<ShortlistState> {
  return createStore<ShortlistState>()((set, get) => {
    /** Sets `changes` and the list derived from them, in one update. */
    const update = (changes: (state: ShortlistState) => Partial<ShortlistState>) =>
      set((state) => {
        const next = { ...state, ...changes(state) };
        return { ...next, slugs: savedList(next.known, next.travelling) };
      });

    /** Shows the server's answer to request `request` unless a newer one is shown; the browser keeps a copy. */
    const showAnswer = (request: number, data: ShortlistAnswer, changes: Partial<ShortlistState> = {}) => {
      const { shown, owner } = get();
      if (request < shown) return;
      const known = slugsOf(data);
      if (owner !== null) memory.write(owner, known);
      const { universities } = readUniversityPage(data.universities);
      update(() => ({ ...changes, status: 'ready', source: 'server', shown: request, known, universities }));
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
          showAnswer(request, data, { error: null });
        } catch {
          if (request >= get().shown && get().status === 'loading') set({ status: 'error' });
        }
      },

      setSaved: async (slug, saved) => {
        const request = get().sent + 1;
        // Shown at once; if the server refuses, the list falls back to what is known, so nothing is lost silently.
        update((state) => ({ sent: request, travelling: { ...state.travelling, [slug]: { request, saved } }, error: null }));
        try {
          const path = `/api/me/shortlist/${encodeURIComponent(slug)}`;
          const { data } = saved ? await apiClient.put<ShortlistAnswer>(path) : await apiClient.delete<ShortlistAnswer>(path);
          update((state) => ({ travelling: settled(state.travelling, slug, request) }));
          showAnswer(request, data);
          return true;
        } catch (error) {
          // After a logout there is nobody to tell.
          if (get().owner === null) return false;
          update((state) => ({ travelling: settled(state.travelling, slug, request), error: serverMessage(error) ?? SAVE_FAILED }));
          return false;
        }
      },

      startFor: (owner) => {
        if (get().owner === owner) return;
        if (get().owner !== null) get().forget();
        const kept = memory.read(owner);
        update(() => ({ ...NOBODY, owner, known: kept ?? [], source: kept ? 'browser' : 'none' }));
      },

      forget: () => {
        // Every request sent so far is now older than the newest answer shown, so none of their answers lands.
        set((state) => ({ ...NOBODY, sent: state.sent + 1, shown: state.sent + 1 }));
      },
    };
  });
}

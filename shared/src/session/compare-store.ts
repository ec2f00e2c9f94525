import { create } from 'zustand';
import { COMPARE_LIMIT } from '../contracts/shortlist-limits';

// The universities picked for side-by-side comparison: browser state, kept in
// localStorage so the selection survives a reload and moving between pages
// (cards in any remote can add to it). It is not personal data, so it stays at
// logout; the comparison link itself is what students share.

export interface ComparePick {
  slug: string;
  name: string;
}

interface CompareState {
  picks: ComparePick[];
  /** Adds or removes one; adding a fifth does nothing (the buttons are disabled then). */
  toggle: (pick: ComparePick) => void;
  clear: () => void;
}

const STORAGE_KEY = 'gradatlas.compare';

function readPicks(): ComparePick[] {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw
      .filter((item): item is ComparePick => typeof item?.slug === 'string' && typeof item?.name === 'string')
      .slice(0, COMPARE_LIMIT);
  } catch {
    return [];
  }
}

function writePicks(picks: ComparePick[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(picks));
  } catch {
    // Blocked storage: the selection still works until the page is left.
  }
}

export const useCompareStore = create<CompareState>()((set, get) => ({
  picks: typeof window === 'undefined' ? [] : readPicks(),
  toggle: (pick) => {
    const { picks } = get();
    const next = picks.some((p) => p.slug === pick.slug)
      ? picks.filter((p) => p.slug !== pick.slug)
      : picks.length < COMPARE_LIMIT
        ? [...picks, pick]
        : picks;
    writePicks(next);
    set({ picks: next });
  },
  clear: () => {
    writePicks([]);
    set({ picks: [] });
  },
}));

/** The shareable address of a comparison. */
export const comparePath = (slugs: string[]): string => `/compare?u=${slugs.map(encodeURIComponent).join(',')}`;

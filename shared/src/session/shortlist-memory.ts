import { readUserData, saveUserData } from './user-storage';

// This browser's copy of each signed-in student's shortlist (the slugs of the
// server's last answer), so the list can be shown at first paint. It is user
// data: kept per user id and removed at logout with the rest.

export interface ShortlistMemory {
  /** The slugs kept for this user; null when this browser kept none (or what it kept is not a list of slugs). */
  read: (owner: string) => string[] | null;
  write: (owner: string, slugs: string[]) => void;
}

const NAME = 'shortlist';

export const browserShortlistMemory: ShortlistMemory = {
  read: (owner) => {
    const kept = readUserData(NAME, owner);
    return Array.isArray(kept) && kept.every((slug) => typeof slug === 'string') ? kept : null;
  },
  write: (owner, slugs) => saveUserData(NAME, owner, slugs),
};

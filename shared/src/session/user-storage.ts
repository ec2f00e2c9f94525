// Things remembered for one signed-in user in this browser (e.g. the
// calculator's last inputs). They live under one key prefix so logout can
// remove them all without knowing which app stored what: the next person on
// this browser must not find them.

const PREFIX = 'gradatlas.user-data.';

const keyOf = (name: string, userId: string) => `${PREFIX}${name}.${userId}`;

/** Stores `value` for this user; storage that is full or blocked only means it is not remembered. */
export function saveUserData(name: string, userId: string, value: unknown): void {
  try {
    window.localStorage.setItem(keyOf(name, userId), JSON.stringify(value));
  } catch {
    // Remembering is a convenience; the page works without it.
  }
}

/** What was stored for this user, unchecked (the reader validates its own shape); undefined if nothing. */
export function readUserData(name: string, userId: string): unknown {
  try {
    const text = window.localStorage.getItem(keyOf(name, userId));
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** Removes everything stored for any user (called at logout). */
export function clearAllUserData(): void {
  try {
    const storage = window.localStorage;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

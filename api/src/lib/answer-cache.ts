interface Entry {
  body: string;
  bytes: number;
  client: string;
}

/** Map bookkeeping per entry, on top of the two strings themselves. */
const ENTRY_OVERHEAD_BYTES = 96;

/** What an entry holds in memory: JavaScript strings take up to 2 bytes a character. */
export const entryBytes = (key: string, body: string) => 2 * (key.length + body.length) + ENTRY_OVERHEAD_BYTES;

/**
 * Serialised answers, least recently used first out, bounded by the bytes they
 * hold rather than by their count (answers range from 200 bytes to 100 KB).
 * Each entry belongs to the client whose request built it, and no client may
 * hold more than `clientShare` of the budget: past it, that client's own oldest
 * entries make room, so one client sending thousands of distinct queries churns
 * only its own share and everyone else's entries stay.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  /** Per client, its keys in insertion order (oldest first) and their total bytes. */
  private readonly clients = new Map<string, { keys: Set<string>; bytes: number }>();
  private totalBytes = 0;
  readonly clientLimitBytes: number;

  constructor(
    readonly maxBytes: number,
    clientShare = 1 / 8,
  ) {
    if (!Number.isInteger(maxBytes) || maxBytes < 1) throw new Error('maxBytes must be a positive integer');
    if (!(clientShare > 0 && clientShare <= 1)) throw new Error('clientShare must be in (0, 1]');
    this.clientLimitBytes = Math.floor(maxBytes * clientShare);
  }

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  /** Keeps the answer unless it alone is over a client's share. */
  set(key: string, body: string, client: string): void {
    const bytes = entryBytes(key, body);
    if (bytes > this.clientLimitBytes) return;
    this.delete(key);
    const owner = this.clients.get(client) ?? { keys: new Set<string>(), bytes: 0 };
    this.clients.set(client, owner);
    for (const oldest of owner.keys) {
      if (owner.bytes + bytes <= this.clientLimitBytes) break;
      this.delete(oldest);
    }
    for (const [oldest] of this.entries) {
      if (this.totalBytes + bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    this.entries.set(key, { body, bytes, client });
    owner.keys.add(key);
    owner.bytes += bytes;
    this.clients.set(client, owner);
    this.totalBytes += bytes;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
    const owner = this.clients.get(entry.client);
    if (!owner) return;
    owner.keys.delete(key);
    owner.bytes -= entry.bytes;
    if (owner.keys.size === 0) this.clients.delete(entry.client);
  }

  get bytes(): number {
    return this.totalBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  bytesOf(client: string): number {
    return this.clients.get(client)?.bytes ?? 0;
  }
}

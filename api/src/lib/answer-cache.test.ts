import { AnswerCache, entryBytes } from './answer-cache';

const body = (size: number, fill = 'x') => fill.repeat(size);

describe('AnswerCache', () => {
  it('stays within its byte budget, evicting the least recently used', () => {
    const perEntry = entryBytes('k0', body(1000));
    const cache = new AnswerCache(perEntry * 3, 1);
    cache.set('k0', body(1000), 'a');
    cache.set('k1', body(1000), 'b');
    cache.set('k2', body(1000), 'c');
    expect(cache.get('k0')).toBeDefined(); // k0 is now the most recent
    cache.set('k3', body(1000), 'd');
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k0')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(perEntry * 3);
    expect(cache.size).toBe(3);
  });

  it('lets one client fill only its share: thousands of its answers leave the others in place', () => {
    const cache = new AnswerCache(1024 * 1024, 1 / 8);
    for (let i = 0; i < 50; i += 1) cache.set(`other-${i}`, body(2000), `client-${i}`);
    const othersBytes = cache.bytes;
    for (let i = 0; i < 6000; i += 1) cache.set(`flood-${i}`, body(5000), 'attacker');
    expect(cache.bytesOf('attacker')).toBeLessThanOrEqual(cache.clientLimitBytes);
    expect(cache.bytes).toBeLessThanOrEqual(othersBytes + cache.clientLimitBytes);
    for (let i = 0; i < 50; i += 1) expect(cache.get(`other-${i}`)).toBeDefined();
    // The flood keeps its newest answers, its oldest went first.
    expect(cache.get('flood-5999')).toBeDefined();
    expect(cache.get('flood-0')).toBeUndefined();
  });

  it('never keeps an answer larger than a client share', () => {
    const cache = new AnswerCache(8000, 1 / 8);
    cache.set('big', body(2000), 'a');
    expect(cache.get('big')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('replaces an entry without counting it twice', () => {
    const cache = new AnswerCache(100_000, 1);
    cache.set('k', body(100), 'a');
    cache.set('k', body(300), 'b');
    expect(cache.get('k')).toBe(body(300));
    expect(cache.bytes).toBe(entryBytes('k', body(300)));
    expect(cache.bytesOf('a')).toBe(0);
  });

  it('refuses a budget below one byte', () => {
    expect(() => new AnswerCache(0)).toThrow('maxBytes must be a positive integer');
  });
});

import { AnswerCache, entryBytes } from './answer-cache';

const body = (size: number, fill = 'x') => Buffer.from(fill.repeat(size));

describe('AnswerCache', () => {
  it('stays within its byte budget', () => {
    const cache = new AnswerCache(200_000);
    for (let i = 0; i < 500; i += 1) cache.set(`k${i}`, body(1000), `client-${i % 7}`);
    for (let i = 0; i < 500; i += 7) cache.get(`k${i}`, 'someone-else');
    expect(cache.bytes).toBeLessThanOrEqual(200_000);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('a hot answer asked for by several clients survives 10,000 distinct queries from one client', () => {
    const cache = new AnswerCache(2 * 1024 * 1024);
    cache.set('page-1', body(20_000), 'ip:first-guest');
    for (const client of ['ip:a', 'ip:b', 'user:c']) expect(cache.get('page-1', client)).toEqual(body(20_000));
    for (let i = 0; i < 10_000; i += 1) {
      const key = `search-${i}`;
      if (cache.get(key, 'ip:flood') === undefined) cache.set(key, body(2_000), 'ip:flood');
    }
    expect(cache.get('page-1', 'ip:d')).toEqual(body(20_000));
    expect(cache.bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
    // The flood keeps only its newest answers.
    expect(cache.get('search-9999', 'ip:flood')).toBeDefined();
    expect(cache.get('search-0', 'ip:flood')).toBeUndefined();
  });

  it('does not charge a shared answer to whoever built it: its builder flooding afterwards leaves it', () => {
    const cache = new AnswerCache(1024 * 1024);
    cache.set('page-1', body(5_000), 'ip:builder');
    cache.get('page-1', 'ip:other');
    for (let i = 0; i < 10_000; i += 1) cache.set(`q-${i}`, body(1_000), 'ip:builder');
    expect(cache.get('page-1', 'ip:third')).toEqual(body(5_000));
  });

  it('counts every hit as use: a recently read answer outlives one written later but never read', () => {
    const perEntry = entryBytes('k0', body(1000));
    // Room for three entries in the one-client segment.
    const cache = new AnswerCache(perEntry * 12, 1 / 4);
    cache.set('k0', body(1000), 'a');
    cache.set('k1', body(1000), 'a');
    cache.set('k2', body(1000), 'a');
    expect(cache.get('k0', 'a')).toBeDefined(); // the same client: k0 stays in its segment, now most recent
    cache.set('k3', body(1000), 'a');
    expect(cache.get('k1', 'a')).toBeUndefined();
    expect(cache.get('k0', 'a')).toBeDefined();
  });

  it('never keeps an answer larger than its segment', () => {
    const cache = new AnswerCache(8_000);
    cache.set('big', body(2_000), 'a');
    expect(cache.get('big', 'a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('replaces an entry without counting it twice', () => {
    const cache = new AnswerCache(100_000);
    cache.set('k', body(100), 'a');
    cache.set('k', body(300), 'b');
    expect(cache.get('k', 'b')).toEqual(body(300));
    expect(cache.bytes).toBe(entryBytes('k', body(300)));
  });

  it('refuses a budget too small to split', () => {
    expect(() => new AnswerCache(0)).toThrow('maxBytes must be an integer of at least 4');
  });
});

import { AnswerCache } from './answer-cache';

const answer = (characters: number) => 'x'.repeat(characters);
/** Writes an answer twice: the second time it is kept. */
const keep = (cache: AnswerCache, key: string, text: string) => {
  cache.set(key, text);
  return cache.set(key, text);
};

describe('AnswerCache', () => {
  it('gives back what it kept', () => {
    const cache = new AnswerCache(100_000);
    keep(cache, 'list|n1', '{"data":["Université Laval"]}');
    expect(cache.get('list|n1')?.toString('utf8')).toBe('{"data":["Université Laval"]}');
    expect(cache.get('list|n2')).toBeUndefined();
  });

  it('stays within its budget, dropping the least recently used first', () => {
    // Each entry: 2 bytes a character of key (2) and a byte a character of the answer (1,996) = 2,000 bytes; room for five.
    const cache = new AnswerCache(10_000);
    for (let i = 0; i < 5; i += 1) keep(cache, `k${i}`, answer(1_996));
    expect(cache.get('k0')).toBeDefined(); // k0 is now the most recent
    keep(cache, 'k5', answer(1_996));
    expect(cache.size).toBe(5);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k0')).toBeDefined();
  });

  it('never keeps an answer larger than the whole budget', () => {
    const cache = new AnswerCache(1_000);
    keep(cache, 'big', answer(1_200));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('counts an answer by its UTF-8 bytes: an accented name takes two', () => {
    // Key 2 bytes (1 character) + "é" x 499 = 998 bytes = 1,000: fits exactly; one more "é" does not.
    const cache = new AnswerCache(1_000);
    keep(cache, 'a', 'é'.repeat(499));
    expect(cache.get('a')?.length).toBe(998);
    keep(cache, 'b', 'é'.repeat(500));
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps an answer the second time it is written: the first gives its text back and keeps nothing', () => {
    const cache = new AnswerCache(100_000);
    expect(cache.set('detail|once', '{"a":1}')).toBe('{"a":1}');
    expect(cache.get('detail|once')).toBeUndefined();
    expect(cache.size).toBe(0);
    const kept = cache.set('detail|once', '{"a":1}');
    expect(Buffer.isBuffer(kept) && kept.toString('utf8')).toBe('{"a":1}');
    expect(cache.get('detail|once')?.toString('utf8')).toBe('{"a":1}');
  });

  it('refuses a budget that is not a positive whole number of bytes', () => {
    expect(() => new AnswerCache(0)).toThrow('maxBytes must be a positive integer');
    expect(() => new AnswerCache(1.5)).toThrow('maxBytes must be a positive integer');
  });
});

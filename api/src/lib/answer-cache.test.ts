import { AnswerCache } from './answer-cache';

const answer = (characters: number) => 'x'.repeat(characters);

describe('AnswerCache', () => {
  it('gives back what it kept', () => {
    const cache = new AnswerCache(100_000);
    cache.set('list|n1', '{"data":["Université Laval"]}');
    expect(cache.get('list|n1')?.toString('utf8')).toBe('{"data":["Université Laval"]}');
    expect(cache.get('list|n2')).toBeUndefined();
  });

  it('stays within its budget, dropping the least recently used first', () => {
    // Each entry: 2 bytes a character of key (2) and a byte a character of the answer (1,996) = 2,000 bytes; room for five.
    const cache = new AnswerCache(10_000);
    for (let i = 0; i < 5; i += 1) cache.set(`k${i}`, answer(1_996));
    expect(cache.get('k0')).toBeDefined(); // k0 is now the most recent
    cache.set('k5', answer(1_996));
    expect(cache.size).toBe(5);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k0')).toBeDefined();
  });

  it('never keeps an answer larger than the whole budget', () => {
    const cache = new AnswerCache(1_000);
    cache.set('big', answer(1_200));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('counts an answer by its UTF-8 bytes: an accented name takes two', () => {
    // Key 2 bytes (1 character) + "é" x 499 = 998 bytes = 1,000: fits exactly; one more "é" does not.
    const cache = new AnswerCache(1_000);
    cache.set('a', 'é'.repeat(499));
    expect(cache.get('a')?.length).toBe(998);
    cache.set('b', 'é'.repeat(500));
    expect(cache.get('b')).toBeUndefined();
  });

  it('refuses a budget that is not a positive whole number of bytes', () => {
    expect(() => new AnswerCache(0)).toThrow('maxBytes must be a positive integer');
    expect(() => new AnswerCache(1.5)).toThrow('maxBytes must be a positive integer');
  });
});

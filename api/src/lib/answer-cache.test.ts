import { AnswerCache } from './answer-cache';

const answer = (characters: number) => 'x'.repeat(characters);

describe('AnswerCache', () => {
  it('gives back what it kept', () => {
    const cache = new AnswerCache(100_000);
    cache.set('list|n1', '{"data":[]}');
    expect(cache.get('list|n1')).toBe('{"data":[]}');
    expect(cache.get('list|n2')).toBeUndefined();
  });

  it('stays within its budget, dropping the least recently used first', () => {
    // Each entry: 2 bytes a character of key (2) and answer (998) = 2,000 bytes; room for five.
    const cache = new AnswerCache(10_000);
    for (let i = 0; i < 5; i += 1) cache.set(`k${i}`, answer(998));
    expect(cache.get('k0')).toBeDefined(); // k0 is now the most recent
    cache.set('k5', answer(998));
    expect(cache.size).toBe(5);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k0')).toBeDefined();
  });

  it('never keeps an answer larger than the whole budget', () => {
    const cache = new AnswerCache(1_000);
    cache.set('big', answer(600));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('refuses a budget that is not a positive whole number of bytes', () => {
    expect(() => new AnswerCache(0)).toThrow('maxBytes must be a positive integer');
    expect(() => new AnswerCache(1.5)).toThrow('maxBytes must be a positive integer');
  });
});

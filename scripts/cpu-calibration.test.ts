import { describe, expect, it } from '@jest/globals';
import { cpuSlowdownFor, medianIndex } from './cpu-calibration';

describe('cpuSlowdownFor: the calculator behind Lighthouse docs/throttling.md', () => {
  it.each([
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [2000, 6],
    [475, 1.5],
    [1050, 2.5],
    [1188, 2.8],
  ])('benchmarkIndex %p -> %px', (index, slowdown) => {
    expect(cpuSlowdownFor(index)).toBe(slowdown);
  });

  it('refuses a host slower than the phone it should stand for', () => {
    expect(() => cpuSlowdownFor(120)).toThrow('too slow');
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow('too slow');
  });
});

describe('medianIndex', () => {
  it('takes the middle reading', () => {
    expect(medianIndex([1200, 900, 1500])).toBe(1200);
    expect(medianIndex([1000, 1200])).toBe(1100);
  });
});

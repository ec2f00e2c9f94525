import { describe, expect, it } from '@jest/globals';
import { calibrationHeld, cpuSlowdownFor } from './cpu-calibration';

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

describe('calibrationHeld', () => {
  it('keeps a run whose machine kept its speed within 10 %', () => {
    expect(calibrationHeld(2000, 2000)).toBe(true);
    expect(calibrationHeld(2000, 1800)).toBe(true);
    expect(calibrationHeld(2000, 2200)).toBe(true);
  });

  it('refuses a run whose machine slowed down or sped up more', () => {
    expect(calibrationHeld(2000, 1799)).toBe(false);
    expect(calibrationHeld(2641, 1793)).toBe(false);
    expect(calibrationHeld(1793, 2400)).toBe(false);
  });
});

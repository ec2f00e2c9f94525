import { barTone, estimateText, likelyRangeText, probabilityText, probabilityWidth, TONE_TEXT, weightWidth } from './score-bar';

it('colours by the SPEC thresholds: at least 0.7 green, at least 0.4 amber, else red', () => {
  expect(barTone(1)).toBe('green');
  expect(barTone(0.7)).toBe('green');
  expect(barTone(0.69)).toBe('amber');
  expect(barTone(0.4)).toBe('amber');
  expect(barTone(0.39)).toBe('red');
  expect(barTone(0)).toBe('red');
  expect(new Set(Object.values(TONE_TEXT)).size).toBe(3);
});

it('makes a bar weight × 100 % wide and the probability bar as wide as the percent', () => {
  expect(weightWidth(0.55)).toBe('55%');
  expect(weightWidth(0)).toBe('0%');
  expect(weightWidth(1)).toBe('100%');
  expect(probabilityWidth(72.4)).toBe('72.4%');
});

it('writes the probability to 1 decimal', () => {
  expect(probabilityText(72)).toBe('72.0%');
  expect(probabilityText(72.44)).toBe('72.4%');
  expect(probabilityText(2)).toBe('2.0%');
  expect(probabilityText(97.96)).toBe('98.0%');
});

it('gives the likely range to 1 decimal, like the estimate', () => {
  expect(likelyRangeText({ low: 38, high: 55.04 })).toBe('likely 38.0-55.0%');
  expect(estimateText(46, { low: 38.2, high: 55.1 })).toBe('46.0%, likely 38.2-55.1%');
});

import { formatRank, formatRate, formatScore, safeExternalUrl } from './format';

describe('formatRate', () => {
  it('shows rates sent in percent, small ones included', () => {
    expect(formatRate(42)).toBe('42%');
    expect(formatRate(1)).toBe('1%');
    expect(formatRate(0.5)).toBe('0.5%');
    expect(formatRate(6.75)).toBe('6.8%');
    expect(formatRate('N/A')).toBe('N/A');
  });
});

describe('formatScore and formatRank', () => {
  it('shows scores as published and N/A when missing', () => {
    expect(formatScore(1450)).toBe('1450');
    expect(formatScore(3.6)).toBe('3.6');
    expect(formatScore('N/A')).toBe('N/A');
  });

  it('adds the ranking year when known', () => {
    expect(formatRank('12', 2024)).toBe('12 (2024)');
    expect(formatRank('201-250', 'N/A')).toBe('201-250');
    expect(formatRank('N/A', 2024)).toBe('N/A');
  });
});

describe('safeExternalUrl', () => {
  it('keeps http(s) addresses, completes bare domains and refuses other schemes', () => {
    expect(safeExternalUrl('https://www.mit.edu')).toBe('https://www.mit.edu');
    expect(safeExternalUrl('www.utoronto.ca/admissions')).toBe('https://www.utoronto.ca/admissions');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('N/A')).toBeNull();
  });
});

import { cipAncestors, cipContains, isCipCode, resolveCipGroup } from './cip-codes';

describe('CIP codes', () => {
  it.each(['11', '11.07', '11.0701', '01.0103'])('accepts %s', (code) => expect(isCipCode(code)).toBe(true));
  it.each(['1', '11.7', '11.070', '11.07011', 'ab', '11-07', ' 11', ''])('refuses %p', (code) => expect(isCipCode(code)).toBe(false));

  it('lists a code and the series and family containing it, narrowest first', () => {
    expect(cipAncestors('11.0701')).toEqual(['11.0701', '11.07', '11']);
    expect(cipAncestors('11.07')).toEqual(['11.07', '11']);
    expect(cipAncestors('11')).toEqual(['11']);
    expect(cipAncestors('nonsense')).toEqual([]);
  });

  it('knows which code contains which', () => {
    expect(cipContains('11', '11.0701')).toBe(true);
    expect(cipContains('11.07', '11.0701')).toBe(true);
    expect(cipContains('11.01', '11.0701')).toBe(false);
    expect(cipContains('11.0701', '11')).toBe(false);
  });

  it('resolves a programme to the narrowest group by prefix', () => {
    const groups = new Set(['11.07', '14', '14.10']);
    expect(resolveCipGroup('11.0701', groups)).toBe('11.07');
    expect(resolveCipGroup('11.07', groups)).toBe('11.07');
    expect(resolveCipGroup('14.1001', groups)).toBe('14.10');
    expect(resolveCipGroup('14.1901', groups)).toBe('14');
    expect(resolveCipGroup('11.0101', groups)).toBeNull();
    expect(resolveCipGroup('11', groups)).toBeNull();
    expect(resolveCipGroup('45.06', ['45.06'])).toBe('45.06');
  });
});

import { describe, expect, it } from '@jest/globals';
import { viewportOption } from './viewport-option';

describe('viewportOption', () => {
  it('reads WIDTHxHEIGHT as a browser context viewport', () => {
    expect(viewportOption('412x823')).toEqual({ viewport: { width: 412, height: 823 } });
  });

  it.each([undefined, '', '412', 'x823', 'wide', '0x0'])('leaves the default viewport for %p', (setting) => {
    expect(viewportOption(setting)).toEqual({});
  });
});

import { fakeApi, OFFLINE, ok, restoreApi } from '@gradatlas/shared/api-testing';
import { useCurrencyStore } from './currency-store';
import type * as CurrencyStoreModule from './currency-store';
import { useSessionStore } from './session-store';

const RATES = '/api/public/exchange-rates';
const PREFERENCE = '/api/me/preferences/currency';
const INR = { currency: 'INR', name: 'Indian Rupee', unitsPerUsd: 94.96, date: '2026-06', source: 'Federal Reserve H.10, monthly average' };
const USER = { id: 'u1', name: 'Asha', email: 'asha@example.com' };

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** An access token the session accepts (its expiry is all it reads). */
const token = () => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 }))}.s`;

describe('the currency the student reads costs in', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useSessionStore.setState({ status: 'guest', user: null });
    useCurrencyStore.setState({ currency: 'USD', rates: null });
  });
  afterEach(() => {
    useSessionStore.getState().logout();
    restoreApi();
  });

  it('starts in US dollars, or in the currency this browser chose before', () => {
    expect(useCurrencyStore.getState().currency).toBe('USD');
    window.localStorage.setItem('gradatlas.currency', 'NGN');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./currency-store') as typeof CurrencyStoreModule;
      expect(fresh.useCurrencyStore.getState().currency).toBe('NGN');
    });
  });

  it('asks for the rates once, keeps only well-formed ones, and asks again after a failure', async () => {
    let answer: 'offline' | 'ok' = 'offline';
    const api = fakeApi({ [RATES]: () => (answer === 'ok' ? ok({ data: [INR, { currency: 'XX' }] }) : OFFLINE) });
    useCurrencyStore.getState().loadRates();
    await flush();
    expect(useCurrencyStore.getState().rates).toBeNull();
    answer = 'ok';
    useCurrencyStore.getState().loadRates();
    useCurrencyStore.getState().loadRates();
    await flush();
    expect(useCurrencyStore.getState().rates).toEqual([INR]);
    useCurrencyStore.getState().loadRates();
    await flush();
    expect(api.calls.filter((call) => call.url === RATES)).toHaveLength(2);
  });

  it('remembers a guest’s choice in this browser only, and a signed-in student’s in the account too', async () => {
    const api = fakeApi({ [PREFERENCE]: (body) => ok(body ?? { currency: null }) });
    useCurrencyStore.getState().choose('INR');
    expect(window.localStorage.getItem('gradatlas.currency')).toBe('INR');
    expect(api.calls).toEqual([]);

    useSessionStore.getState().signIn(USER, token(), 'r1');
    useCurrencyStore.getState().choose('NGN');
    await flush();
    expect(api.bodiesTo(PREFERENCE)).toContainEqual({ currency: 'NGN' });
  });

  it('takes the account’s choice at sign-in, and keeps the browser’s choice after sign-out', async () => {
    fakeApi({ [PREFERENCE]: () => ok({ currency: 'CNY' }) });
    useCurrencyStore.getState().choose('INR');
    useSessionStore.getState().signIn(USER, token(), 'r1');
    await useCurrencyStore.getState().adoptAccountChoice();
    expect(useCurrencyStore.getState().currency).toBe('CNY');
    expect(window.localStorage.getItem('gradatlas.currency')).toBe('CNY');
    useSessionStore.getState().logout();
    expect(useCurrencyStore.getState().currency).toBe('CNY');
    expect(window.localStorage.getItem('gradatlas.currency')).toBe('CNY');
  });

  it('gives an account without a choice the one this browser made, and ignores a malformed answer', async () => {
    const api = fakeApi({ [PREFERENCE]: (body) => ok(body ?? { currency: 'rupees' }) });
    useCurrencyStore.getState().choose('INR');
    useSessionStore.getState().signIn(USER, token(), 'r1');
    await useCurrencyStore.getState().adoptAccountChoice();
    await flush();
    expect(useCurrencyStore.getState().currency).toBe('INR');
    expect(api.bodiesTo(PREFERENCE)).toContainEqual({ currency: 'INR' });
  });

  it('keeps this browser’s choice when the account cannot be reached', async () => {
    fakeApi({ [PREFERENCE]: () => OFFLINE });
    useCurrencyStore.getState().choose('INR');
    useSessionStore.getState().signIn(USER, token(), 'r1');
    await useCurrencyStore.getState().adoptAccountChoice();
    expect(useCurrencyStore.getState().currency).toBe('INR');
  });
});

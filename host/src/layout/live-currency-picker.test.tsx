import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, OFFLINE, ok, restoreApi, type FakeAnswer } from '@gradatlas/shared/api-testing';
import { useCurrencyStore, useSessionStore } from '@gradatlas/shared/session';
import LiveCurrencyPicker from './live-currency-picker';

const RATES = '/api/public/exchange-rates';
const PREFERENCE = '/api/me/preferences/currency';
const INR = { currency: 'INR', name: 'Indian Rupee', unitsPerUsd: 94.96, date: '2026-06', source: 'Federal Reserve H.10, monthly average' };
const NGN = { currency: 'NGN', name: 'Nigerian Naira', unitsPerUsd: 1326.16, date: '2026-09-29', source: 'daily snapshot' };
const USER = { id: 'u1', name: 'Ada', email: 'ada@example.org' };

const picker = () => screen.getByRole('combobox', { name: 'Currency' });
const optionNames = () => within(picker()).getAllByRole('option').map((option) => option.textContent);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the working currency picker', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useCurrencyStore.setState({ currency: 'USD', rates: undefined });
    useSessionStore.setState({ status: 'guest', user: null });
  });
  afterEach(() => {
    act(() => useSessionStore.setState({ status: 'guest', user: null }));
    restoreApi();
  });

  it('offers US$ and every currency with a rate once the rates arrive, and remembers a guest’s choice in this browser only', async () => {
    const api = fakeApi({ [RATES]: () => ok({ data: [INR, NGN, { currency: 'XYZ', unitsPerUsd: -1 }] }) });
    render(<LiveCurrencyPicker autoFocus={false} />);
    expect(picker()).toHaveValue('USD');
    expect(optionNames()).toEqual(['US$']);
    expect(await screen.findByRole('option', { name: 'INR' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['US$', 'INR', 'NGN']);
    await userEvent.selectOptions(picker(), 'INR');
    // The list shows the choice at once; the page's costs follow once that has painted.
    expect(picker()).toHaveValue('INR');
    expect(useCurrencyStore.getState().currency).toBe('USD');
    await waitFor(() => expect(useCurrencyStore.getState().currency).toBe('INR'));
    expect(picker()).toHaveValue('INR');
    expect(window.localStorage.getItem('gradatlas.currency')).toBe('INR');
    expect(api.calls.map((call) => call.url)).toEqual([RATES]);
  });

  it('keeps the last of several quick choices, in the list and then on the page', async () => {
    fakeApi({ [RATES]: () => ok({ data: [INR, NGN] }) });
    render(<LiveCurrencyPicker autoFocus={false} />);
    expect(await screen.findByRole('option', { name: 'NGN' })).toBeInTheDocument();
    // Typing a code on the closed list picks one currency after another, each before the page has followed.
    await userEvent.selectOptions(picker(), 'INR');
    await userEvent.selectOptions(picker(), 'NGN');
    expect(picker()).toHaveValue('NGN');
    await waitFor(() => expect(useCurrencyStore.getState().currency).toBe('NGN'));
    await settle();
    expect(picker()).toHaveValue('NGN');
    expect(window.localStorage.getItem('gradatlas.currency')).toBe('NGN');
  });

  it('starts from this browser’s choice, and falls back to US$ when that currency has no rate', async () => {
    window.localStorage.setItem('gradatlas.currency', 'INR');
    fakeApi({ [RATES]: () => ok({ data: [NGN] }) });
    render(<LiveCurrencyPicker autoFocus={false} />);
    expect(picker()).toHaveValue('INR');
    expect(optionNames()).toEqual(['US$', 'INR']);
    expect(await screen.findByRole('option', { name: 'NGN' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['US$', 'NGN']);
    expect(picker()).toHaveValue('USD');
  });

  it('offers only US$ when the rates cannot be loaded, and asks again the next time', async () => {
    let answer: FakeAnswer | typeof OFFLINE = OFFLINE;
    fakeApi({ [RATES]: () => answer });
    render(<LiveCurrencyPicker autoFocus={false} />);
    await settle();
    expect(optionNames()).toEqual(['US$']);
    answer = ok({ data: [INR] });
    await userEvent.click(picker()); // reaching for the list asks again
    expect(await screen.findByRole('option', { name: 'INR' })).toBeInTheDocument();
  });

  it('brings the account’s choice at sign-in, saves a new choice to the account, and keeps it in the browser after sign-out', async () => {
    let saved: unknown = 'NGN';
    const api = fakeApi({
      [RATES]: () => ok({ data: [INR, NGN] }),
      [PREFERENCE]: (body) => {
        if (body) saved = (body as { currency: unknown }).currency;
        return ok({ currency: saved });
      },
    });
    render(<LiveCurrencyPicker autoFocus={false} />);
    act(() => useSessionStore.setState({ status: 'authenticated', user: USER }));
    await settle();
    expect(picker()).toHaveValue('NGN');
    expect(window.localStorage.getItem('gradatlas.currency')).toBe('NGN');
    await userEvent.selectOptions(picker(), 'INR');
    await settle();
    expect(api.bodiesTo(PREFERENCE)).toContainEqual({ currency: 'INR' });
    act(() => useSessionStore.getState().logout());
    expect(picker()).toHaveValue('INR');
    expect(window.localStorage.getItem('gradatlas.currency')).toBe('INR');
  });

  it('gives an account without a choice the one this browser made, and keeps it when the account cannot be reached', async () => {
    window.localStorage.setItem('gradatlas.currency', 'INR');
    const api = fakeApi({ [RATES]: () => ok({ data: [INR] }), [PREFERENCE]: (body) => ok(body ?? { currency: null }) });
    const { unmount } = render(<LiveCurrencyPicker autoFocus={false} />);
    act(() => useSessionStore.setState({ status: 'authenticated', user: USER }));
    await settle();
    expect(api.bodiesTo(PREFERENCE)).toContainEqual({ currency: 'INR' });
    unmount();
    act(() => useSessionStore.setState({ status: 'guest', user: null }));

    fakeApi({ [RATES]: () => ok({ data: [INR] }), [PREFERENCE]: () => OFFLINE });
    render(<LiveCurrencyPicker autoFocus={false} />);
    act(() => useSessionStore.setState({ status: 'authenticated', user: USER }));
    await settle();
    expect(picker()).toHaveValue('INR');
  });
});

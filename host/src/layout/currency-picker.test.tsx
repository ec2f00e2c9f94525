import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, OFFLINE, ok, restoreApi } from '@gradatlas/shared/api-testing';
import { useCurrencyStore, useSessionStore } from '@gradatlas/shared/session';
import { CurrencyPicker } from './currency-picker';

const RATES = [
  { currency: 'INR', name: 'Indian Rupee', unitsPerUsd: 94.96, date: '2026-06', source: 'Federal Reserve H.10, monthly average' },
  { currency: 'NGN', name: 'Nigerian Naira', unitsPerUsd: 1326.16, date: '2026-09-29', source: 'daily snapshot' },
];

const optionNames = () => within(screen.getByRole('combobox', { name: 'Currency' })).getAllByRole('option').map((option) => option.textContent);

describe('the currency picker', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useCurrencyStore.setState({ currency: 'USD', rates: null });
  });
  afterEach(restoreApi);

  it('offers US$ and every currency with a rate once the rates arrive, and remembers the choice', async () => {
    fakeApi({ '/api/public/exchange-rates': () => ok({ data: RATES }) });
    render(<CurrencyPicker />);
    const picker = screen.getByRole('combobox', { name: 'Currency' });
    expect(picker).toHaveValue('USD');
    expect(optionNames()).toEqual(['US$']);
    await userEvent.click(picker); // reaching for the list asks for the rates at once
    expect(await screen.findByRole('option', { name: 'INR' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['US$', 'INR', 'NGN']);
    await userEvent.selectOptions(picker, 'INR');
    expect(picker).toHaveValue('INR');
    expect(window.localStorage.getItem('gradatlas.currency')).toBe('INR');
  });

  it('keeps showing a remembered choice before the rates arrive, and falls back to US$ when that currency has no rate', async () => {
    fakeApi({ '/api/public/exchange-rates': () => ok({ data: RATES.slice(1) }) });
    act(() => useCurrencyStore.setState({ currency: 'INR' }));
    render(<CurrencyPicker />);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('INR');
    expect(optionNames()).toEqual(['US$', 'INR']);
    await userEvent.tab(); // by keyboard, too
    expect(await screen.findByRole('option', { name: 'NGN' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['US$', 'NGN']);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  });

  it('brings the account’s choice when the student signs in', async () => {
    fakeApi({ '/api/public/exchange-rates': () => OFFLINE, '/api/me/preferences/currency': () => ok({ currency: 'NGN' }) });
    render(<CurrencyPicker />);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    act(() => useSessionStore.setState({ status: 'authenticated', user: { id: 'u1', name: 'Ada', email: 'ada@example.org' } }));
    expect(await screen.findByRole('option', { name: 'NGN' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('NGN');
    act(() => useSessionStore.setState({ status: 'guest', user: null }));
  });

  it('offers only US$ when the rates cannot be loaded, and the page goes on', async () => {
    fakeApi({ '/api/public/exchange-rates': () => OFFLINE });
    render(<CurrencyPicker />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(optionNames()).toEqual(['US$']);
  });
});

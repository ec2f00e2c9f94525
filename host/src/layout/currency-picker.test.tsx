import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, restoreApi } from '@gradatlas/shared/api-testing';
import { useCurrencyStore, useSessionStore } from '@gradatlas/shared/session';
import { CurrencyPicker } from './currency-picker';

const RATES = '/api/public/exchange-rates';
const INR = { currency: 'INR', name: 'Indian Rupee', unitsPerUsd: 94.96, date: '2026-06', source: 'Federal Reserve H.10, monthly average' };
const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('the currency picker in the header', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useCurrencyStore.setState({ currency: 'USD', rates: undefined });
    useSessionStore.setState({ status: 'guest', user: null });
  });
  afterEach(restoreApi);

  it('costs a guest in US$ nothing until they reach for it, then keeps their keyboard focus while it becomes the working list', async () => {
    const api = fakeApi({ [RATES]: () => ok({ data: [INR] }) });
    render(<CurrencyPicker loggedIn={false} />);
    await idle();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveDisplayValue('US$');
    expect(api.calls).toEqual([]);
    await userEvent.tab();
    expect(await screen.findByRole('option', { name: 'INR' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveFocus();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'INR');
    // The page's costs follow once the list's change has painted (live-currency-picker.tsx).
    await waitFor(() => expect(useCurrencyStore.getState().currency).toBe('INR'));
  });

  it('loads when the pointer comes over it, without taking the focus', async () => {
    fakeApi({ [RATES]: () => ok({ data: [INR] }) });
    render(<CurrencyPicker loggedIn={false} />);
    await userEvent.hover(screen.getByRole('combobox', { name: 'Currency' }));
    expect(await screen.findByRole('option', { name: 'INR' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).not.toHaveFocus();
  });

  it('loads on its own once the page is idle when this browser chose a currency before', async () => {
    window.localStorage.setItem('gradatlas.currency', 'INR');
    fakeApi({ [RATES]: () => ok({ data: [INR] }) });
    render(<CurrencyPicker loggedIn={false} />);
    await idle();
    expect(await screen.findByRole('option', { name: 'INR' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('INR');
    expect(useCurrencyStore.getState()).toMatchObject({ currency: 'INR', rates: [INR] });
  });
});

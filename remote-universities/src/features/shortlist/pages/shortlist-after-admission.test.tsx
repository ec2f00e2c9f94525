import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@gradatlas/shared/api';
import { useCurrencyStore, useShortlistStore } from '@gradatlas/shared/session';
import { renderWithRouter } from '@gradatlas/shared/router-testing';
import { signInAsStudent } from '@gradatlas/shared/session-testing';
import { makeUniversity } from '../../../test-support/universities';
import { ShortlistPage } from './shortlist-page';

// Issue 48 on the shortlist: what applying costs, and when to expect news.

type Answer = Awaited<ReturnType<typeof apiClient.get>>;
const INR = { currency: 'INR', name: 'Indian Rupee', unitsPerUsd: 94.96, date: '2026-06', source: 'Federal Reserve H.10, monthly average' };

const stanford = makeUniversity({ name: 'Stanford University', slug: 'stanford-university', country: 'USA', currency: 'USD', applicationFeeMasters: 125 });
const wichita = makeUniversity({ name: 'Wichita State University', slug: 'wichita-state-university', country: 'USA', currency: 'USD', applicationFeeMasters: 0 });
const cmu = makeUniversity({ name: 'Carnegie Mellon University', slug: 'carnegie-mellon-university', country: 'USA', currency: 'USD', applicationFeeMasters: 75 });
const toronto = makeUniversity({ name: 'University of Toronto', slug: 'university-of-toronto', country: 'Canada', applicationFeeMasters: null });
const waterloo = makeUniversity({ name: 'University of Waterloo', slug: 'university-of-waterloo', country: 'Canada', applicationFeeMasters: null });

const days = (from: number, median: number, to: number, reports: number, label: string) => ({ from, median, to, reports, label });

function serve(universities: ReturnType<typeof makeUniversity>[], decisionDates: (params: Record<string, string>) => unknown = () => ({ data: {} })) {
  const slugs = universities.map((university) => university.slug);
  useShortlistStore.setState({ status: 'ready', known: slugs, slugs });
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url, config) => {
    if (url === '/api/me/shortlist') return { data: { slugs, universities } } as Answer;
    if (url === '/api/universities/decision-dates') return { data: decisionDates((config?.params ?? {}) as Record<string, string>) } as Answer;
    throw new Error(`unexpected ${url}`);
  });
}

const renderPage = () => renderWithRouter([{ path: '/shortlist', element: <ShortlistPage /> }], ['/shortlist']);

beforeEach(signInAsStudent);
afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  useCurrencyStore.setState({ currency: 'USD', rates: undefined });
});

describe('what applying costs', () => {
  it('adds up the published fees in the chosen currency, counts a reported $0, and names the schools without a fee', async () => {
    useCurrencyStore.setState({ currency: 'INR', rates: [INR] });
    serve([stanford, toronto, wichita, cmu, waterloo]);
    renderPage();
    const fees = await screen.findByRole('region', { name: 'What applying costs' });
    // US$125 + 0 + 75 = 200 at ₹94.96: ₹18,992, about ₹19,000.
    expect(within(fees).getByText(/^Application fees for 3 schools:/)).toHaveTextContent('Application fees for 3 schools: $200about ₹19,000');
    expect(within(fees).getByText('No fee ($0 reported): Wichita State University.')).toBeInTheDocument();
    expect(within(fees).getByText('Fees not published for 2 schools: University of Toronto, University of Waterloo.')).toBeInTheDocument();
    expect(within(fees).getByText(/US Department of Education \(IPEDS, 2022-23\).*No source of ours gives Canadian fees/)).toBeInTheDocument();
  });

  it('says so when no saved school has a published fee', async () => {
    serve([toronto]);
    renderPage();
    const fees = await screen.findByRole('region', { name: 'What applying costs' });
    expect(within(fees).getByText('No saved school’s application fee is published in our sources.')).toBeInTheDocument();
    expect(within(fees).getByText('Fees not published for 1 school: University of Toronto.')).toBeInTheDocument();
  });
});

describe('when to expect news', () => {
  it('orders the saved schools by when admits usually came, those with too few reports last, for the chosen programme and level', async () => {
    window.localStorage.setItem('gradatlas.chosenProgram', JSON.stringify({ code: '11.0701', title: 'Computer Science', level: 'masters' }));
    const get = serve([stanford, toronto, wichita, cmu], (params) =>
      params.level === 'masters'
        ? {
            level: 'masters',
            program: '11.0701',
            data: {
              'stanford-university': { level: 'masters', code: '11.07', title: 'Computer Science', admits: days(195, 197, 199, 32, '16 Mar - 20 Mar'), rejections: days(195, 195, 197, 45, '16 Mar - 18 Mar') },
              'carnegie-mellon-university': { level: 'masters', code: '11.07', title: 'Computer Science', admits: days(167, 176, 180, 23, '15 Feb - 28 Feb'), rejections: null },
              'university-of-toronto': { level: 'masters', code: null, title: null, admits: null, rejections: days(190, 212, 225, 95, '11 Mar - 14 Apr') },
            },
          }
        : { level: 'doctoral', program: '11.0701', data: { 'university-of-toronto': { level: 'doctoral', code: null, title: null, admits: days(160, 166, 189, 129, '8 Feb - 9 Mar'), rejections: null } } },
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Saved universities' });
    await user.click(screen.getByRole('button', { name: 'When to expect news' }));
    expect(screen.getByRole('button', { name: 'When to expect news' })).toHaveAttribute('aria-pressed', 'true');

    const order = await screen.findByRole('list', { name: 'Saved universities by when news came' });
    expect(within(order).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Carnegie Mellon University',
      'Stanford University',
      'University of Toronto',
      'Wichita State University',
    ]);
    const items = within(order).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent("For Computer Science, master'sAdmits were posted 15 Feb - 28 Feb (from 23 reports, Fall 2021 - Fall 2024 seasons)");
    expect(items[0]).toHaveTextContent('Rejections: too few reports to say (fewer than 20 reports)');
    expect(items[2]).toHaveTextContent("For every master's programme");
    expect(items[3]).toHaveTextContent('Too few reports to say (fewer than 20 reports), so listed last.');
    expect(get).toHaveBeenCalledWith('/api/universities/decision-dates', expect.objectContaining({ params: { slugs: 'stanford-university,university-of-toronto,wichita-state-university,carnegie-mellon-university', level: 'masters', program: '11.0701' } }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Doctoral');
    expect(await screen.findByText('For every doctoral programme')).toBeInTheDocument();
    const doctoral = screen.getByRole('list', { name: 'Saved universities by when news came' });
    expect(within(doctoral).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('University of Toronto');
  });

  it('says so when the dates could not be loaded, and the list view stays one tap away', async () => {
    serve([stanford], () => {
      throw new Error('offline');
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Saved universities' });
    await user.click(screen.getByRole('button', { name: 'When to expect news' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('When decisions came could not be loaded. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Your list' }));
    expect(screen.getByRole('list', { name: 'Saved universities' })).toBeInTheDocument();
  });
});

import { act, screen, within } from '@testing-library/react';
import { useCurrencyStore } from '@gradatlas/shared/session';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@gradatlas/shared/router-testing';
import { makeUniversity } from '../../../test-support/universities';
import { CompareTable } from './compare-table';

const alpha = makeUniversity({
  name: 'Alpha University', slug: 'alpha', city: 'Boston', state: 'MA', country: 'USA',
  tuitionFees: 50000, livingExpenses: 20000, acceptanceRate: 10, averageGRE: 325, averageToefl: 105,
  qsRank: '5', qsRankYear: 2025, averageSalary: 90000, estimatedFields: ['averageGRE'], estimateNote: 'From admitted students.',
});
const beta = makeUniversity({
  name: 'Beta College', slug: 'beta', city: 'Austin', state: 'TX', country: 'USA',
  tuitionFees: 30000, livingExpenses: 18000, acceptanceRate: 30, averageGRE: 315, averageToefl: 100,
  qsRank: '60', qsRankYear: 2025, averageSalary: 70000,
});
const gamma = makeUniversity({ name: 'Gamma Institute', slug: 'gamma', tuitionFees: null, livingExpenses: 15000, acceptanceRate: null, qsRank: null });

const rowCells = (label: string) => within(screen.getByRole('row', { name: new RegExp(`^${label}`) })).getAllByRole('cell');

it('has a column per university and marks the best of each ordered row with text, not colour alone', () => {
  renderWithRouter(
    [{ path: '/', element: <CompareTable universities={[alpha, beta, gamma]} loggedIn chances={{ status: 'no-inputs' }} /> }],
    ['/'],
  );
  const headers = screen.getAllByRole('columnheader');
  expect(headers.map((h) => h.textContent)).toEqual(['Fact', 'Alpha University', 'Beta College', 'Gamma Institute']);

  const tuition = rowCells('Graduate tuition');
  expect(tuition.map((c) => c.textContent)).toEqual(['$50,000', '$30,000 Best', 'N/A']);
  expect(rowCells('Total yearly cost').map((c) => c.textContent)).toEqual(['$70,000', '$48,000 Best', 'N/A']);
  expect(rowCells('Acceptance rate \\(undergrad\\.\\)').map((c) => c.textContent)).toEqual(['10%', '30% Best', 'N/A']);
  expect(rowCells('QS World ranking').map((c) => c.textContent)).toEqual(['5 (2025) Best', '60 (2025)', 'N/A']);
  expect(rowCells('Median earnings').map((c) => c.textContent)).toEqual(['$90,000 Best', '$70,000', expect.stringContaining('N/A')]);
  // Place has no order, so no best.
  expect(rowCells('Country and city').some((c) => c.textContent?.includes('Best'))).toBe(false);
});

it('compares a Canadian tuition by its US$ equivalent and shows CA$ with the dated rate', () => {
  const toronto = makeUniversity({
    name: 'Toronto University', slug: 'toronto', country: 'Canada', currency: 'CAD',
    tuitionFees: 27520, tuitionFeesUsd: 21148, livingExpenses: 15872, livingExpensesUsd: 12197,
  });
  renderWithRouter([{ path: '/', element: <CompareTable universities={[beta, toronto]} loggedIn chances={{ status: 'no-inputs' }} /> }], ['/']);
  // CA$27,520 is less than $30,000 only once it is in US dollars (US$21,148).
  expect(rowCells('Graduate tuition').map((c) => c.textContent)).toEqual(['$30,000', 'CA$27,520 (≈ US$21,148) Best']);
  expect(rowCells('Total yearly cost').map((c) => c.textContent)).toEqual(['$48,000', 'US$33,345 Best']);
  expect(screen.getByText(/Bank of Canada 2022 annual average rate, US\$1 = CA\$1\.3013/)).toBeInTheDocument();
});

it('keeps the estimate marker on estimated values', () => {
  renderWithRouter(
    [{ path: '/', element: <CompareTable universities={[alpha, beta]} loggedIn chances={{ status: 'no-inputs' }} /> }],
    ['/'],
  );
  const [alphaGre] = rowCells('Average GRE');
  expect(alphaGre).toHaveTextContent(/^325 \(est\.\)\s*From admitted students\.$/);
});

it("never marks a department example's tuition or total 'Best', and says why", () => {
  const example = makeUniversity({ name: 'Beta Example', slug: 'beta-example', tuitionFees: 30000, livingExpenses: 18000, category: 'Unknown' });
  renderWithRouter([{ path: '/', element: <CompareTable universities={[alpha, example]} loggedIn chances={{ status: 'no-inputs' }} /> }], ['/']);
  const [, exampleTuition] = rowCells('Graduate tuition');
  expect(exampleTuition).toHaveTextContent("$30,000 (not comparable: one department's example)");
  expect(rowCells('Graduate tuition').some((cell) => cell.textContent?.includes('Best'))).toBe(false);
  expect(rowCells('Total yearly cost')[1]).toHaveTextContent('No total');
  expect(rowCells('Total yearly cost').some((cell) => cell.textContent?.includes('Best'))).toBe(false);
});

it('shows a guest the basic rows and asks them to log in for the rest', async () => {
  const onLogin = jest.fn();
  renderWithRouter(
    [{ path: '/', element: <CompareTable universities={[alpha, beta]} loggedIn={false} chances={{ status: 'guest' }} onLogin={onLogin} /> }],
    ['/'],
  );
  expect(rowCells('Graduate tuition').map((c) => c.textContent)).toEqual(['$50,000', '$30,000 Best']);
  expect(rowCells('Estimated living cost').map((c) => c.textContent)).toEqual(['$20,000', '$18,000 Best']);
  // Each link keeps its row's own label: proper names and acronyms keep their case.
  const locked: Array<[string, string]> = [
    ['Acceptance rate (undergrad.)', 'Log in to view Acceptance rate (undergrad.)'],
    ['Average GRE', 'Log in to view Average GRE'],
    ['Average TOEFL', 'Log in to view Average TOEFL'],
    ['Research class (Carnegie 2021)', 'Log in to view Research class (Carnegie 2021)'],
    ['Students', 'Log in to view Students'],
    ['Graduate students', 'Log in to view Graduate students'],
    ['QS World ranking', 'Log in to view QS World ranking'],
    ['THE World ranking', 'Log in to view THE World ranking'],
    ['ARWU ranking', 'Log in to view ARWU ranking'],
    ['GradAtlas rank', 'Log in to view GradAtlas rank'],
  ];
  const escape = (text: string) => text.replace(/[().]/g, '\\$&');
  for (const [label, text] of locked) {
    const link = within(screen.getByRole('row', { name: new RegExp(`^${escape(label)}`) })).getByRole('link');
    expect(link).toHaveTextContent(new RegExp(`^${escape(text)}$`));
    expect(link).toHaveAttribute('href', '/login');
  }
  await userEvent.click(within(screen.getByRole('row', { name: /^Acceptance rate/ })).getByRole('link'));
  expect(onLogin).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(screen.queryByText(/10%/)).not.toBeInTheDocument();
  expect(screen.queryByRole('row', { name: /Your estimated chance/ })).not.toBeInTheDocument();
});

it('shows each school chance from one batch answer, or a calculator link without saved inputs', () => {
  const chances = new Map([
    ['Alpha University', { probability: 18.4, range: { low: 12.4, high: 26.5 }, category: 'ambitious' as const }],
    ['Beta College', { probability: 63, range: { low: 59.2, high: 66.5 }, category: 'safe' as const }],
  ]);
  const { unmount } = renderWithRouter(
    [{ path: '/', element: <CompareTable universities={[alpha, beta]} loggedIn chances={{ status: 'ready', chances, basis: "For a Master's in Computer Science, GPA 8.4/10, TOEFL 104, no GRE or GMAT, as an international applicant.", tierMeanings: null }} /> }],
    ['/'],
  );
  expect(rowCells('Your estimated chance').map((c) => c.textContent)).toEqual(['18.4%, likely 12.4-26.5% · Ambitious', '63.0%, likely 59.2-66.5% · Safe Best']);
  expect(screen.getByText("Your estimated chance: For a Master's in Computer Science, GPA 8.4/10, TOEFL 104, no GRE or GMAT, as an international applicant.")).toBeInTheDocument();
  unmount();

  renderWithRouter(
    [{ path: '/', element: <CompareTable universities={[alpha, beta]} loggedIn chances={{ status: 'no-inputs' }} /> }],
    ['/'],
  );
  expect(within(screen.getByRole('row', { name: /Your estimated chance/ })).getByRole('link')).toHaveAttribute('href', '/rate-my-chances');
});

describe('in the student’s currency', () => {
  const INR = { currency: 'INR', name: 'Indian Rupee', unitsPerUsd: 94.96, date: '2026-06', source: 'Federal Reserve H.10, monthly average' };
  const CAD = { currency: 'CAD', name: 'Canadian Dollar', unitsPerUsd: 1.4034, date: '2026-06', source: 'Federal Reserve H.10, monthly average' };
  afterEach(() => act(() => useCurrencyStore.setState({ currency: 'USD', rates: undefined })));

  it('shows tuition, living cost, the total and earnings "about" in rupees with the published figure, ranks as before, and names one rate per currency', () => {
    const toronto = makeUniversity({
      name: 'Toronto University', slug: 'toronto', country: 'Canada', currency: 'CAD',
      tuitionFees: 27520, tuitionFeesUsd: 21148, livingExpenses: 15872, livingExpensesUsd: 12197,
    });
    useCurrencyStore.setState({ currency: 'INR', rates: [INR, CAD] });
    renderWithRouter([{ path: '/', element: <CompareTable universities={[beta, toronto]} loggedIn chances={{ status: 'no-inputs' }} /> }], ['/']);

    // 30,000 x 94.96 = 28,48,800; CA$27,520 / 1.3013 x 94.96 = 20,08,200 (through the one CA$ rate the page shows).
    expect(rowCells('Graduate tuition').map((c) => c.textContent)).toEqual(['about ₹28,50,000(published: $30,000)', 'about ₹20,10,000(published: CA$27,520) Best']);
    expect(rowCells('Estimated living cost').map((c) => c.textContent)).toEqual(['about ₹17,10,000(published: $18,000)', 'about ₹11,60,000(published: CA$15,872) Best']);
    expect(rowCells('Total yearly cost').map((c) => c.textContent)).toEqual(['about ₹45,60,000(published: $48,000)', 'about ₹31,70,000(published: CA$43,392) Best']);
    expect(rowCells('Median earnings').map((c) => c.textContent)).toEqual(['about ₹66,50,000(published: $70,000)', 'N/A']);
    const note = screen.getByText(/^Costs in Indian Rupee are estimates/);
    expect(note).toHaveTextContent(
      'Costs in Indian Rupee are estimates, converted at US$1 = ₹94.96 (Federal Reserve H.10, monthly average, June 2026) and US$1 = CA$1.3013 (Bank of Canada, annual average, 2022). Each shows the published figure too.',
    );
    // The only CA$ rate anywhere on the page is 1.3013.
    expect(document.body.textContent).not.toContain('1.4034');
  });
});

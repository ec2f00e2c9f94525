import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { University } from '@gradatlas/shared/domain';
import { useCurrencyStore } from '@gradatlas/shared/session';
import { renderWithRouter } from '@gradatlas/shared/router-testing';
import { makeUniversity } from '../../../test-support/universities';
import { UniversityCard } from './university-card';

function renderCard(university: University, loggedIn: boolean) {
  return renderWithRouter([{ path: '/', element: <UniversityCard university={university} loggedIn={loggedIn} /> }], ['/']);
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('UniversityCard for a signed-in user', () => {
  it('shows the badge, flag, name, costs, acceptance and average scores', async () => {
    renderCard(makeUniversity(), true);
    await screen.findByText('GRE', { selector: 'dt' });

    expect(screen.getByRole('heading', { name: 'Maple Ridge University' })).toBeInTheDocument();
    expect(screen.getByText('Mid-Range')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Canada flag' })).toBeInTheDocument();
    expect(fact('Tuition')).toHaveTextContent('$32,000');
    expect(fact('Living Cost')).toHaveTextContent('$15,500');
    expect(fact('Acceptance (undergrad.)')).toHaveTextContent('43%');
    expect(fact('GRE')).toHaveTextContent('318');
    expect(fact('GMAT')).toHaveTextContent('640');
    expect(fact('TOEFL')).toHaveTextContent('100');
    expect(screen.queryByText('Login to view requirements')).not.toBeInTheDocument();
  });

  it('hides GMAT for a US university and shows the US flag', async () => {
    renderCard(makeUniversity({ country: 'USA' }), true);
    expect(screen.getByRole('img', { name: 'United States flag' })).toBeInTheDocument();
    expect(await screen.findByText('GRE')).toBeInTheDocument();
    expect(screen.queryByText('GMAT')).not.toBeInTheDocument();
  });

  it('shows a Canadian amount in CA$ with its US$ equivalent, and places it in a band by the US$ figure', () => {
    renderCard(makeUniversity({ currency: 'CAD', tuitionFees: 27520, tuitionFeesUsd: 21148, livingExpenses: 15872, livingExpensesUsd: 12197 }), true);
    expect(fact('Tuition')).toHaveTextContent('CA$27,520 (≈ US$21,148)');
    expect(fact('Living Cost')).toHaveTextContent('CA$15,872 (≈ US$12,197)');
    // CA$27,520 would be Mid-Range read as dollars; US$21,148 is Affordable.
    expect(screen.getByText('Affordable')).toBeInTheDocument();
  });

  it('shows a globe for other countries', () => {
    renderCard(makeUniversity({ country: 'Germany' }), true);
    expect(screen.getByRole('img', { name: 'Globe' })).toBeInTheDocument();
  });

  it('shows N/A for missing values and Unknown when tuition is not a number', async () => {
    renderCard(
      makeUniversity({ tuitionFees: 'n/a', livingExpenses: null, acceptanceRate: '', averageGRE: null, averageToefl: 'NA' }),
      true,
    );
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    await screen.findByText('GRE', { selector: 'dt' });
    for (const term of ['Tuition', 'Living Cost', 'Acceptance (undergrad.)', 'GRE', 'TOEFL']) expect(fact(term)).toHaveTextContent('N/A');
  });

  it('says in one line that no scores exist, instead of an N/A per test', async () => {
    renderCard(makeUniversity({ country: 'USA', averageGRE: null, averageToefl: null }), true);
    expect(await screen.findByText('No average scores published, and fewer than 20 admits posted theirs on The GradCafe.')).toBeInTheDocument();
    expect(screen.queryByText('GRE', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('shows what admits posted on The GradCafe, with how many and when, in place of the averages', async () => {
    const admittedProfile = {
      gpa: { reported: 667, median: 3.92, low: 3.8, high: 3.98, firstSeason: 2012, lastSeason: 2025 },
      gre: { reported: 420, median: 329, low: 324, high: 334, firstSeason: 2012, lastSeason: 2025 },
    };
    renderCard(makeUniversity({ country: 'USA', admittedProfile }), true);
    const scores = await screen.findByLabelText('What admits posted on The GradCafe (medians)');
    expect(within(scores).getByText('Admits’ GPA (of 4)').nextElementSibling).toHaveTextContent('3.92 (667 admits, 2012-2025)');
    expect(within(scores).getByText('Admits’ GRE').nextElementSibling).toHaveTextContent('329 (420 admits, 2012-2025)');
    expect(screen.queryByText('TOEFL', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it.each([
    [60000, 'Premium', 'Tuition above US$50,000 a year'],
    [50000, 'Mid-Range', 'Tuition above US$25,000, up to US$50,000 a year'],
    [25001, 'Mid-Range', 'Tuition above US$25,000, up to US$50,000 a year'],
    [25000, 'Affordable', 'Tuition up to US$25,000 a year'],
    ['n/a', 'Unknown', 'No tuition figure published, so no cost band'],
  ])('puts tuition %s in the %s category and says what the badge means beside it', (tuitionFees, category, meaning) => {
    renderCard(makeUniversity({ tuitionFees }), true);
    expect(screen.getByText(category)).toBeInTheDocument();
    expect(screen.getByText(meaning)).toBeInTheDocument();
  });

  it("says plainly why a department example's tuition has no cost band, and what to do instead", () => {
    renderCard(makeUniversity({ tuitionFees: 27520, category: 'Unknown' }), true);
    expect(screen.getByText('No cost band')).toBeInTheDocument();
    expect(
      screen.getByText("The tuition we have is one programme's 2022 fee, not the university's own figure, so it is not ranked. Check your programme's fee on the university's website."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^(Affordable|Mid-Range|Premium|Unknown)$/)).not.toBeInTheDocument();
  });

  it('marks estimated values and says how they were estimated', () => {
    renderCard(
      makeUniversity({ estimatedFields: ['averageGRE'], estimateNote: 'Mean of published program profiles, 2023.' }),
      true,
    );
    const gre = fact('GRE');
    expect(gre).toHaveTextContent('318 (est.)');
    const mark = within(gre).getByRole('button', { name: /^\(est\.\)/ });
    expect(document.getElementById(mark.getAttribute('popovertarget') ?? '')).toHaveTextContent('Mean of published program profiles, 2023.');
    expect(fact('TOEFL')).not.toHaveTextContent('(est.)');
  });

  it('links View Details to the university page', async () => {
    const user = userEvent.setup();
    renderCard(makeUniversity(), true);
    await user.click(screen.getByRole('link', { name: /View Details/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/university/maple-ridge-university');
  });
});

describe('UniversityCard for a guest', () => {
  it('offers a login instead of the acceptance rate and requirements', async () => {
    const user = userEvent.setup();
    renderCard(makeUniversity(), false);

    expect(fact('Tuition')).toHaveTextContent('$32,000');
    expect(screen.queryByText('43%')).not.toBeInTheDocument();
    expect(screen.queryByText('GRE')).not.toBeInTheDocument();
    expect(screen.getByText('Login to view requirements')).toBeInTheDocument();
    expect(screen.getByText('Login to view more details about this university.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/university/maple-ridge-university');

    await user.click(screen.getByRole('link', { name: 'Login to view' }));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});

describe('UniversityCard in the student’s currency', () => {
  const INR = { currency: 'INR', name: 'Indian Rupee', unitsPerUsd: 94.96, date: '2026-06', source: 'Federal Reserve H.10, monthly average' };
  const NGN = { currency: 'NGN', name: 'Nigerian Naira', unitsPerUsd: 1326.1643995, date: '2026-09-29', source: 'public daily exchange-rate snapshot, sources not documented' };
  afterEach(() => act(() => useCurrencyStore.setState({ currency: 'USD', rates: undefined })));

  it('shows US$ as published until a currency with a rate is chosen, then "about" the amount with the published figure under it', async () => {
    renderCard(makeUniversity({ country: 'USA', tuitionFees: 52456, livingExpenses: 15046, estimatedFields: ['livingExpenses'] }), false);
    expect(fact('Tuition')).toHaveTextContent(/^\$52,456$/);
    act(() => useCurrencyStore.setState({ currency: 'INR' }));
    expect(fact('Tuition')).toHaveTextContent(/^\$52,456$/); // no rates yet: nothing to convert with

    act(() => useCurrencyStore.setState({ rates: [INR, NGN] }));
    // 52,456 x 94.96 = 49,81,222: three significant figures in lakh grouping.
    expect(await within(fact('Tuition')).findByText('about ₹49,80,000')).toBeInTheDocument();
    expect(fact('Tuition')).toHaveTextContent('about ₹49,80,000(published: $52,456)');
    // The estimate mark stays with the figure shown first.
    const living = fact('Living Cost');
    expect(living).toHaveTextContent(/^about ₹14,30,000 \(est\.\)/);
    expect(within(living).getByRole('button', { name: /^\(est\.\)/ })).toBeInTheDocument();
    expect(living).toHaveTextContent(/\(published: \$15,046\)$/);
    expect(screen.getByText('Tuition above about ₹47,50,000 (US$50,000) a year')).toBeInTheDocument();

    act(() => useCurrencyStore.setState({ currency: 'USD' }));
    expect(fact('Tuition')).toHaveTextContent(/^\$52,456$/);
  });

  it('converts a CA$ figure at the CA$ rate the page already shows (2022), for a Nigerian reader in naira', async () => {
    act(() => useCurrencyStore.setState({ currency: 'NGN', rates: [INR, NGN] }));
    renderCard(makeUniversity({ currency: 'CAD', tuitionFees: 25514, tuitionFeesUsd: 19606, livingExpenses: 15872, livingExpensesUsd: 12197, category: 'Unknown' }), false);
    // CA$25,514 / 1.3013 x 1,326.16 = ₦26,001,000: the same CA$ rate as the "≈ US$19,606" the card shows in US$.
    expect(await within(fact('Tuition')).findByText('about ₦26,000,000')).toBeInTheDocument();
    expect(fact('Tuition')).toHaveTextContent('(published: CA$25,514)');
  });
});

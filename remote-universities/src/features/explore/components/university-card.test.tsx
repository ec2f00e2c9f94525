import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { University } from '@gradatlas/shared/domain';
import { renderWithRouter } from '@gradatlas/shared/router-testing';
import { makeUniversity } from '../../../test-support/universities';
import { UniversityCard } from './university-card';

function renderCard(university: University, loggedIn: boolean) {
  return renderWithRouter([{ path: '/', element: <UniversityCard university={university} loggedIn={loggedIn} /> }], ['/']);
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('UniversityCard for a signed-in user', () => {
  it('shows the badge, flag, name, costs, acceptance and average scores', () => {
    renderCard(makeUniversity(), true);

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

  it('hides GMAT for a US university and shows the US flag', () => {
    renderCard(makeUniversity({ country: 'USA' }), true);
    expect(screen.getByRole('img', { name: 'United States flag' })).toBeInTheDocument();
    expect(screen.queryByText('GMAT')).not.toBeInTheDocument();
    expect(screen.getByText('GRE')).toBeInTheDocument();
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

  it('shows N/A for missing values and Unknown when tuition is not a number', () => {
    renderCard(
      makeUniversity({ tuitionFees: 'n/a', livingExpenses: null, acceptanceRate: '', averageGRE: null, averageToefl: 'NA' }),
      true,
    );
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    for (const term of ['Tuition', 'Living Cost', 'Acceptance (undergrad.)', 'GRE', 'TOEFL']) expect(fact(term)).toHaveTextContent('N/A');
  });

  it.each([
    [60000, 'Premium'],
    [25000, 'Affordable'],
  ])('puts tuition %s in the %s category', (tuitionFees, category) => {
    renderCard(makeUniversity({ tuitionFees }), true);
    expect(screen.getByText(category)).toBeInTheDocument();
  });

  it("says a department example's tuition has no comparable cost band", () => {
    renderCard(makeUniversity({ tuitionFees: 27520, category: 'Unknown' }), true);
    expect(screen.getByText('Cost band not comparable')).toBeInTheDocument();
    expect(screen.queryByText(/^(Affordable|Mid-Range|Premium)$/)).not.toBeInTheDocument();
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

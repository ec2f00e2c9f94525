import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig } from '@gradatlas/shared/config';
import { TermsPage } from './terms-page';

function renderPage() {
  return render(
    <MemoryRouter>
      <TermsPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  setRuntimeConfig({ contactEmail: 'legal@example.test' });
});

afterAll(() => {
  setRuntimeConfig({});
});

describe('TermsPage', () => {
  it('has one page heading and thirteen numbered sections in the specified order', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const sectionHeadings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sectionHeadings).toEqual([
      '1. Acceptance of Terms',
      '2. Description of Service',
      '3. User Accounts',
      '4. User Conduct',
      '5. Privacy',
      '6. Intellectual Property',
      '7. Disclaimers',
      '8. Limitation of Liability',
      '9. Third-Party Links',
      '10. Termination',
      '11. Changes to These Terms',
      '12. Governing Law',
      '13. Contact Us',
    ]);
    expect(screen.getAllByRole('region')).toHaveLength(13);
  });

  it("shows today's date as the last update", () => {
    renderPage();
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    expect(screen.getByText('Last updated:')).toHaveTextContent(`Last updated: ${today}`);
  });

  it('states the account suspension right, 30 days notice and the law of India', () => {
    renderPage();
    const accounts = screen.getByRole('region', { name: '3. User Accounts' });
    expect(within(accounts).getByText(/may suspend or terminate an account/)).toBeInTheDocument();
    const changes = screen.getByRole('region', { name: '11. Changes to These Terms' });
    expect(within(changes).getByText(/at least 30 days notice/)).toBeInTheDocument();
    const law = screen.getByRole('region', { name: '12. Governing Law' });
    expect(within(law).getByText(/laws of India/)).toBeInTheDocument();
  });

  it('links to the privacy policy, the configured contact email and back home', () => {
    renderPage();
    const privacySection = screen.getByRole('region', { name: '5. Privacy' });
    const privacy = within(privacySection).getByRole('link', { name: 'Privacy Policy' });
    expect(privacy).toHaveAttribute('href', '/privacy');
    const contact = within(screen.getByRole('region', { name: '13. Contact Us' })).getByRole('link', {
      name: 'legal@example.test',
    });
    expect(contact).toHaveAttribute('href', 'mailto:legal@example.test');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('lists every section in the table of contents', () => {
    renderPage();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const entries = within(contents).getAllByRole('link');
    expect(entries).toHaveLength(13);
    expect(entries[0]).toHaveAttribute('href', '#acceptance');
  });
});

import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig } from '@gradatlas/shared/config';
import { PrivacyPage } from './privacy-page';

function renderPage() {
  return render(
    <MemoryRouter>
      <PrivacyPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  setRuntimeConfig({ contactEmail: 'privacy@example.test' });
});

afterAll(() => {
  setRuntimeConfig({});
});

describe('PrivacyPage', () => {
  it('has one page heading and thirteen numbered sections in the specified order', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. Introduction',
      '2. Information We Collect',
      '3. How We Use Your Information',
      '4. How We Share Information',
      '5. Data Security',
      '6. Data Retention',
      '7. Your Rights',
      '8. Third-Party Services',
      '9. Children’s Privacy',
      '10. International Data Transfers',
      '11. Changes to This Policy',
      '12. Contact Us',
      '13. Governing Law',
    ]);
    expect(screen.getAllByRole('region')).toHaveLength(13);
  });

  it('lists the six kinds of data collected', () => {
    renderPage();
    const section = screen.getByRole('region', { name: '2. Information We Collect' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    const kinds = [
      'Name and email address',
      'Profile information',
      'Communication preferences',
      'Identity-provider account information',
      'Usage data',
      'Cookies',
    ];
    kinds.forEach((kind, index) => expect(items[index]).toHaveTextContent(kind));
  });

  it('lists the rights of access, deletion, opt-out and portability', () => {
    renderPage();
    const items = within(screen.getByRole('region', { name: '7. Your Rights' })).getAllByRole('listitem');
    const rights = items.map((item) => item.querySelector('strong')?.textContent);
    expect(rights).toEqual(['Access', 'Delete', 'Opt out', 'Port']);
  });

  it('does not target children under 13 and is governed by the law of India', () => {
    renderPage();
    const children = screen.getByRole('region', { name: '9. Children’s Privacy' });
    expect(within(children).getByText(/not directed at children under 13/)).toBeInTheDocument();
    const law = screen.getByRole('region', { name: '13. Governing Law' });
    expect(within(law).getByText(/laws of India/)).toBeInTheDocument();
  });

  it('shows the configured contact email, the last update date and a way back home', () => {
    renderPage();
    const contact = within(screen.getByRole('region', { name: '12. Contact Us' })).getByRole('link', {
      name: 'privacy@example.test',
    });
    expect(contact).toHaveAttribute('href', 'mailto:privacy@example.test');
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    expect(screen.getByText('Last updated:')).toHaveTextContent(`Last updated: ${today}`);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './footer';

describe('Footer', () => {
  it('has its Resources, Popular Courses and Company links and the current year', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    for (const group of ['Resources', 'Popular Courses', 'Company']) {
      const nav = screen.getByRole('navigation', { name: group });
      expect(within(nav).getByRole('heading', { name: group })).toBeInTheDocument();
      expect(within(nav).getAllByRole('link').length).toBeGreaterThan(0);
    }
    expect(within(screen.getByRole('navigation', { name: 'Company' })).getByRole('link', { name: /about/i })).toHaveAttribute('href', '/about-us');
    expect(screen.getByText(`© ${new Date().getFullYear()} GradAtlas. All rights reserved.`)).toBeInTheDocument();
  });
});

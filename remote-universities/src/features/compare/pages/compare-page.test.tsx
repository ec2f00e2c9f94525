import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { takeReturnPath } from '@gradatlas/shared/session';
import { apiClient } from '@gradatlas/shared/api';
import { renderWithRouter } from '@gradatlas/shared/router-testing';
import { browseAsGuest, signInAsStudent } from '@gradatlas/shared/session-testing';
import { ComparePage, slugsFromAddress } from './compare-page';

type GetResult = Awaited<ReturnType<typeof apiClient.get>>;

afterEach(() => jest.restoreAllMocks());

it('reads the slugs from the address: trimmed, once each, the first four', () => {
  expect(slugsFromAddress(' a, b ,a,,c ')).toEqual({ slugs: ['a', 'b', 'c'], dropped: 0 });
  expect(slugsFromAddress('a,b,c,d,e,f')).toEqual({ slugs: ['a', 'b', 'c', 'd'], dropped: 2 });
  expect(slugsFromAddress(null)).toEqual({ slugs: [], dropped: 0 });
});

it('asks the guest endpoint, notes unknown and extra slugs, and still shows the rest', async () => {
  browseAsGuest();
  const get = jest.spyOn(apiClient, 'get').mockResolvedValue({
    data: { universities: [{ name: 'Alpha University', slug: 'alpha', country: 'USA', tuitionFees: 1000 }], unknownSlugs: ['nowhere'], truncated: false },
  } as GetResult);
  renderWithRouter([{ path: '/compare', element: <ComparePage /> }], ['/compare?u=alpha,nowhere,b,c,d']);

  expect(await screen.findByRole('columnheader', { name: 'Alpha University' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/api/public/universities/compare', expect.objectContaining({ params: { slugs: 'alpha,nowhere,b,c' } }));
  expect(screen.getByText('No university was found for: nowhere.')).toBeInTheDocument();
  expect(screen.getByText('Only the first 4 universities in the link are compared; 1 more was left out.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  // Signing in will lead back to this comparison.
  expect(takeReturnPath()).toBe('/compare?u=alpha,nowhere,b,c,d');
});

it('uses the full endpoint when signed in, and offers a retry when it fails', async () => {
  signInAsStudent();
  const get = jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('down'));
  renderWithRouter([{ path: '/compare', element: <ComparePage /> }], ['/compare?u=alpha,beta']);
  expect(await screen.findByText('Failed to load the comparison. Please try again later.')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/api/universities/compare', expect.anything());
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

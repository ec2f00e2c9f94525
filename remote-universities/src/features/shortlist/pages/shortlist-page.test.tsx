import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@gradatlas/shared/api';
import { useShortlistStore } from '@gradatlas/shared/session';
import { renderWithRouter } from '../../../test-support/render';
import { signInAsStudent } from '../../../test-support/session';
import { makeUniversity } from '../../../test-support/universities';
import { ShortlistPage } from './shortlist-page';

type Answer = Awaited<ReturnType<typeof apiClient.delete>>;
const alpha = makeUniversity({ name: 'Alpha University', slug: 'alpha' });
const beta = makeUniversity({ name: 'Beta College', slug: 'beta' });

afterEach(() => jest.restoreAllMocks());

it('lists the saved universities; Remove takes one off through the API', async () => {
  signInAsStudent();
  useShortlistStore.setState({ status: 'ready', slugs: ['alpha', 'beta'], universities: [alpha, beta] });
  const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue({ data: { slugs: ['beta'], universities: [{ name: 'Beta College', slug: 'beta' }] } } as Answer);
  renderWithRouter([{ path: '/shortlist', element: <ShortlistPage /> }], ['/shortlist']);

  const list = screen.getByRole('list', { name: 'Saved universities' });
  expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Alpha University', 'Beta College']);
  // No saved calculator inputs in this browser: the calculator is offered instead of a chance.
  expect(screen.getByRole('link', { name: 'Use the calculator' })).toHaveAttribute('href', '/rate-my-chances');

  await userEvent.click(screen.getByRole('button', { name: 'Remove Alpha University from shortlist' }));
  expect(remove).toHaveBeenCalledWith('/api/me/shortlist/alpha');
  expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Beta College']);
});

it('points an empty shortlist to the explorer', () => {
  signInAsStudent();
  renderWithRouter([{ path: '/shortlist', element: <ShortlistPage /> }], ['/shortlist']);
  expect(screen.getByText(/Your shortlist is empty/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Explore universities' })).toHaveAttribute('href', '/universities');
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@gradatlas/shared/api';
import { takeReturnPath, useShortlistStore } from '@gradatlas/shared/session';
import { renderWithRouter } from '../../../test-support/render';
import { browseAsGuest, signInAsStudent } from '../../../test-support/session';
import { SaveToShortlistButton } from './save-to-shortlist-button';

type Answer = Awaited<ReturnType<typeof apiClient.put>>;
const answer = (slugs: string[]) => ({ data: { slugs, universities: slugs.map((slug) => ({ name: slug, slug })) } }) as Answer;

afterEach(() => jest.restoreAllMocks());

it('saves and unsaves through the API: pressed and reading Saved while saved', async () => {
  signInAsStudent();
  const put = jest.spyOn(apiClient, 'put').mockResolvedValue(answer(['alpha']));
  const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue(answer([]));
  renderWithRouter([{ path: '/', element: <SaveToShortlistButton slug="alpha" /> }], ['/']);

  const toggle = screen.getByRole('button', { name: 'Save to shortlist' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  expect(put).toHaveBeenCalledWith('/api/me/shortlist/alpha');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(toggle).toHaveTextContent('Saved');

  await userEvent.click(toggle);
  expect(remove).toHaveBeenCalledWith('/api/me/shortlist/alpha');
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(toggle).toHaveTextContent('Save to shortlist');
});

it('puts the state back and says why when the server refuses', async () => {
  signInAsStudent();
  jest.spyOn(apiClient, 'put').mockRejectedValue(new Error('offline'));
  renderWithRouter([{ path: '/', element: <SaveToShortlistButton slug="alpha" /> }], ['/']);

  await userEvent.click(screen.getByRole('button', { name: 'Save to shortlist' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not update your shortlist. Please try again.');
  expect(screen.getByRole('button', { name: 'Save to shortlist' })).toHaveAttribute('aria-pressed', 'false');
  expect(useShortlistStore.getState().slugs).toEqual([]);
});

it('sends a guest to sign in, remembering the page to come back to', async () => {
  browseAsGuest();
  const put = jest.spyOn(apiClient, 'put');
  renderWithRouter([{ path: '/university/:name', element: <SaveToShortlistButton slug="alpha" /> }], ['/university/alpha?tab=1']);

  await userEvent.click(screen.getByRole('button', { name: 'Save to shortlist' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  expect(takeReturnPath()).toBe('/university/alpha?tab=1');
  expect(put).not.toHaveBeenCalled();
});

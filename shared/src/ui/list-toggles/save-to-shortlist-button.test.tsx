import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Route, Routes } from '@gradatlas/shared/router';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@gradatlas/shared/api';
import { takeReturnPath, useShortlistStore } from '@gradatlas/shared/session';
import { renderWithRouter } from '@gradatlas/shared/router-testing';
import { browseAsGuest, keepShortlistCopy, signInAsStudent, signInWithListUnknown } from '@gradatlas/shared/session-testing';
import { SaveToShortlistButton } from './save-to-shortlist-button';
import { pendingSave } from './save-after-sign-in';

type Answer = Awaited<ReturnType<typeof apiClient.put>>;
const answer = (slugs: string[]) => ({ data: { slugs, universities: slugs.map((slug) => ({ name: slug, slug })) } }) as Answer;

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

/** The server's list, answered when the test says so. */
function heldList() {
  let answerWith: (slugs: string[]) => void = () => undefined;
  let failWith: (error: Error) => void = () => undefined;
  const get = jest.spyOn(apiClient, 'get').mockReturnValue(
    new Promise((resolve, reject) => {
      answerWith = (slugs) => resolve(answer(slugs));
      failWith = reject;
    }),
  );
  return {
    get,
    answer: (slugs: string[]) => act(async () => answerWith(slugs)),
    fail: () => act(async () => failWith(new Error('offline'))),
  };
}


it('saves and unsaves through the API: pressed, with a filled star, while saved; its name stays its visible text', async () => {
  signInAsStudent();
  const put = jest.spyOn(apiClient, 'put').mockResolvedValue(answer(['alpha']));
  const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue(answer([]));
  renderWithRouter([{ path: '/', element: <SaveToShortlistButton slug="alpha" /> }], ['/']);

  const toggle = screen.getByRole('button', { name: 'Save to shortlist' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  expect(put).toHaveBeenCalledWith('/api/me/shortlist/alpha');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(toggle).toHaveTextContent('★ Save to shortlist');

  await userEvent.click(toggle);
  expect(remove).toHaveBeenCalledWith('/api/me/shortlist/alpha');
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(toggle).toHaveTextContent('☆ Save to shortlist');
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

it('sends a guest to sign in, remembering the page to come back to and the school to save there', async () => {
  browseAsGuest();
  const put = jest.spyOn(apiClient, 'put');
  renderWithRouter([{ path: '/university/:name', element: <SaveToShortlistButton slug="alpha" name="Alpha University" /> }], ['/university/alpha?tab=1']);

  await userEvent.click(screen.getByRole('button', { name: 'Save to shortlist' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  expect(takeReturnPath()).toBe('/university/alpha?tab=1');
  expect(pendingSave()).toEqual({ slug: 'alpha', name: 'Alpha University' });
  expect(put).not.toHaveBeenCalled();
});

it.each([
  [true, 'status', 'Saved to your shortlist.'],
  [false, 'alert', 'Could not save this school to your shortlist. Please try again.'],
])('when the Login page saved it after sign-in (%s), says how it went, once, and takes the focus', async (saved, role, text) => {
  signInAsStudent();
  jest.spyOn(apiClient, 'get').mockResolvedValue(answer(saved ? ['alpha'] : []));
  // jsdom lays nothing out, so it has no scrollIntoView: record who asked to come into view.
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  const state = { savedAfterSignIn: { slug: 'alpha', saved } };
  render(
    <MemoryRouter initialEntries={[{ pathname: '/university/alpha', state }]}>
      <Routes>
        <Route
          path="/university/:name"
          element={
            <>
              <SaveToShortlistButton slug="alpha" />
              <SaveToShortlistButton slug="beta" />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByRole(role)).toHaveTextContent(text);
  expect(screen.getAllByRole(role)).toHaveLength(1); // only the school that was saved
  const [alphaToggle] = screen.getAllByRole('button', { name: 'Save to shortlist' });
  expect(alphaToggle).toHaveFocus();
  expect(scrolled).toEqual([alphaToggle]);
});

it('while the list is unknown says it is checking, neither Save nor Saved, and cannot be pressed until the server answers', async () => {
  signInWithListUnknown();
  const list = heldList();
  renderWithRouter([{ path: '/', element: <SaveToShortlistButton slug="alpha" /> }], ['/']);

  const toggle = screen.getByRole('button', { name: 'Checking shortlist...' });
  expect(toggle).not.toHaveTextContent(/Save|Saved/);
  expect(toggle).not.toHaveAttribute('aria-pressed');
  expect(toggle).toBeDisabled();
  expect(list.get).toHaveBeenCalledWith('/api/me/shortlist');

  await list.answer(['alpha']);
  expect(toggle).toHaveAccessibleName('Save to shortlist');
  expect(toggle).toBeEnabled();
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(toggle).toHaveTextContent('★ Save to shortlist');
});

it("shows this browser's copy at once, and lets it be pressed once the server has answered", async () => {
  keepShortlistCopy(['alpha']);
  signInAsStudent();
  const list = heldList();
  renderWithRouter([{ path: '/', element: <SaveToShortlistButton slug="alpha" /> }], ['/']);

  const toggle = screen.getByRole('button', { name: 'Save to shortlist' });
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(toggle).toHaveTextContent('★ Save to shortlist');
  expect(toggle).toBeDisabled();

  await list.answer([]); // removed on another device: the server corrects the copy
  expect(toggle).toBeEnabled();
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(toggle).toHaveTextContent('☆ Save to shortlist');
});

it('says the shortlist is unavailable when the list cannot be loaded, and still offers nothing it does not know', async () => {
  signInWithListUnknown();
  const list = heldList();
  renderWithRouter([{ path: '/', element: <SaveToShortlistButton slug="alpha" /> }], ['/']);

  await list.fail();
  const toggle = screen.getByRole('button', { name: 'Shortlist unavailable' });
  expect(toggle).toBeDisabled();
  expect(toggle).not.toHaveAttribute('aria-pressed');
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@gradatlas/shared/router-testing';
import { browseAsGuest, signInAsStudent } from '@gradatlas/shared/session-testing';
import { makeUniversities } from '../../../test-support/universities';
import { clearUniversityCache } from '../../../lib/university-cache';
import { getUniversities } from '../api/get-universities';
import { getSuggestions, type Suggestion } from '../api/get-suggestions';
import { NO_FILTERS } from '../api/filter-params';
import { ExploreSection } from './explore-section';

jest.mock('../api/get-universities');
jest.mock('../api/get-suggestions');
const mockedList = jest.mocked(getUniversities);
const mockedSuggestions = jest.mocked(getSuggestions);

const suggestion = (name: string, slug: string): Suggestion => ({ name, slug, city: 'Boston', state: 'MA', country: 'USA' });
const THREE = [
  suggestion('Boston College', 'boston-college'),
  suggestion('Boston University', 'boston-university'),
  suggestion('Northeastern University', 'northeastern-university'),
];

const box = () => screen.getByRole('combobox', { name: 'Search universities' });
/** The options of the listbox the box controls (the filters' <option>s are options too). */
const suggestionOptions = () => {
  const listbox = document.getElementById(box().getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('the combobox controls no element');
  return within(listbox).queryAllByRole('option', { hidden: true });
};
const wait = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

async function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithRouter([{ path: '/', element: <ExploreSection /> }], ['/']);
  await screen.findByRole('heading', { name: 'University 1' });
  mockedList.mockClear();
  return user;
}

/** Types, waits out the 800 ms pause, and returns once the list is shown. */
async function typeAndWaitForSuggestions(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(box(), text);
  await wait(800);
}

beforeEach(() => {
  jest.useFakeTimers();
  signInAsStudent();
  mockedList.mockResolvedValue({ universities: makeUniversities(6), hasNextPage: true, program: null });
  mockedSuggestions.mockResolvedValue(THREE);
});

afterEach(() => {
  jest.useRealTimers();
  mockedList.mockReset();
  mockedSuggestions.mockReset();
  clearUniversityCache();
});

it('is a combobox that controls a listbox', async () => {
  await setup();
  const listbox = screen.getAllByRole('listbox', { hidden: true }).find((list) => list.getAttribute('aria-label') === 'University suggestions');
  expect(box()).toHaveAttribute('aria-controls', listbox?.id);
  expect(box()).toHaveAttribute('aria-expanded', 'false');
});

it('requests suggestions 800 ms after typing 2 characters, with the filters', async () => {
  const user = await setup();
  await user.type(box(), 'b');
  await wait(1000);
  expect(mockedSuggestions).not.toHaveBeenCalled();

  await user.type(box(), 'o');
  await wait(799);
  expect(mockedSuggestions).not.toHaveBeenCalled();
  await wait(1);
  expect(mockedSuggestions).toHaveBeenCalledTimes(1);
  expect(mockedSuggestions).toHaveBeenCalledWith('bo', NO_FILTERS, true, expect.any(AbortSignal));

  const options = suggestionOptions();
  expect(options.map((option) => option.textContent)).toEqual([
    'Boston CollegeBoston, MA, USA',
    'Boston UniversityBoston, MA, USA',
    'Northeastern UniversityBoston, MA, USA',
  ]);
  expect(box()).toHaveAttribute('aria-expanded', 'true');
});

it('waits for a pause: only the last text of a burst is requested', async () => {
  const user = await setup();
  await user.type(box(), 'bos');
  await user.type(box(), 'to');
  await wait(800);
  expect(mockedSuggestions).toHaveBeenCalledTimes(1);
  expect(mockedSuggestions).toHaveBeenCalledWith('bosto', expect.anything(), true, expect.any(AbortSignal));
});

it('clears the suggestions when fewer than 2 characters remain', async () => {
  const user = await setup();
  await typeAndWaitForSuggestions(user, 'bo');
  expect(screen.getByRole('listbox', { name: 'University suggestions' })).toBeInTheDocument();
  await user.keyboard('{Backspace}');
  expect(screen.queryByRole('listbox', { name: 'University suggestions' })).not.toBeInTheDocument();
  expect(box()).toHaveAttribute('aria-expanded', 'false');
});

it('moves through the suggestions with the arrow keys, wrapping round', async () => {
  const user = await setup();
  await typeAndWaitForSuggestions(user, 'bo');
  const options = suggestionOptions();
  const active = () => box().getAttribute('aria-activedescendant');

  expect(active()).toBeNull();
  await user.keyboard('{ArrowDown}');
  expect(active()).toBe(options[0]?.id);
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(active()).toBe(options[2]?.id);
  await user.keyboard('{ArrowDown}');
  expect(active()).toBe(options[0]?.id);
  await user.keyboard('{ArrowUp}');
  expect(active()).toBe(options[2]?.id);
  expect(options[0]).toHaveAttribute('aria-selected', 'false');
});

it('Enter takes the highlighted suggestion: fills the box, closes the list, searches after 100 ms', async () => {
  const user = await setup();
  await typeAndWaitForSuggestions(user, 'bo');
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

  expect(box()).toHaveValue('Boston University');
  expect(screen.queryByRole('listbox', { name: 'University suggestions' })).not.toBeInTheDocument();
  await wait(99);
  expect(mockedList).not.toHaveBeenCalled();
  await wait(1);
  expect(mockedList).toHaveBeenCalledWith({ ...NO_FILTERS, search: 'Boston University' }, 1, true, expect.any(AbortSignal));
});

it('clicking a suggestion chooses it, and suggestions stay off for 10 seconds', async () => {
  const user = await setup();
  await typeAndWaitForSuggestions(user, 'bo');
  await user.click(screen.getByRole('option', { name: /Boston College/ }));

  expect(box()).toHaveValue('Boston College');
  await wait(100);
  expect(mockedList).toHaveBeenCalledWith({ ...NO_FILTERS, search: 'Boston College' }, 1, true, expect.any(AbortSignal));
  mockedSuggestions.mockClear();

  await user.type(box(), 'x');
  await wait(800);
  expect(mockedSuggestions).not.toHaveBeenCalled();

  await wait(10_000 - 900);
  await user.type(box(), 'y');
  await wait(800);
  expect(mockedSuggestions).toHaveBeenCalledWith('Boston Collegexy', expect.anything(), true, expect.any(AbortSignal));
});

it('Enter with nothing highlighted runs a full search for the typed text', async () => {
  const user = await setup();
  await typeAndWaitForSuggestions(user, ' mit ');
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('listbox', { name: 'University suggestions' })).not.toBeInTheDocument();
  await wait(100);
  expect(mockedList).toHaveBeenCalledWith({ ...NO_FILTERS, search: 'mit' }, 1, true, expect.any(AbortSignal));
});

it('a full search needs 2 trimmed characters', async () => {
  const user = await setup();
  await user.type(box(), ' a {Enter}');
  await wait(500);
  expect(mockedList).not.toHaveBeenCalled();
});

it('the Search button runs a full search and the form never navigates', async () => {
  const user = await setup();
  await user.type(box(), 'toronto');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await wait(100);
  expect(mockedList).toHaveBeenCalledWith({ ...NO_FILTERS, search: 'toronto' }, 1, true, expect.any(AbortSignal));
  // fireEvent returns false when a handler prevented the default (the browser's navigation).
  expect(fireEvent.submit(screen.getByRole('search'))).toBe(false);
  // The page stays; only its address records the search, so the list can be shared.
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?search=toronto$/);
});

it('Escape closes the list', async () => {
  const user = await setup();
  await typeAndWaitForSuggestions(user, 'bo');
  await user.keyboard('{ArrowDown}{Escape}');
  expect(screen.queryByRole('listbox', { name: 'University suggestions' })).not.toBeInTheDocument();
  expect(box()).not.toHaveAttribute('aria-activedescendant');
  expect(box()).toHaveValue('bo');
});

it('a failed suggestion request is silent: an empty list saying No suggestions found', async () => {
  mockedSuggestions.mockRejectedValue(new Error('network'));
  const user = await setup();
  await typeAndWaitForSuggestions(user, 'zz');
  expect(screen.getByRole('status')).toHaveTextContent('No suggestions found');
  expect(suggestionOptions()).toHaveLength(0);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('an answer for older text does not replace the suggestions for newer text', async () => {
  let answerOld!: (items: Suggestion[]) => void;
  mockedSuggestions.mockReturnValueOnce(new Promise((resolve) => (answerOld = resolve))).mockResolvedValueOnce(THREE.slice(2));
  const user = await setup();
  await typeAndWaitForSuggestions(user, 'bo');
  await typeAndWaitForSuggestions(user, 'n');
  await act(async () => answerOld(THREE));
  expect(suggestionOptions().map((option) => option.textContent)).toEqual(['Northeastern UniversityBoston, MA, USA']);
});

it('clearing the box reloads page 1 without the search', async () => {
  const user = await setup();
  await user.type(box(), 'boston{Enter}');
  await wait(100);
  expect(mockedList).toHaveBeenLastCalledWith({ ...NO_FILTERS, search: 'boston' }, 1, true, expect.any(AbortSignal));

  await user.clear(box());
  expect(mockedList).toHaveBeenLastCalledWith(NO_FILTERS, 1, true, expect.any(AbortSignal));
});

it('a filter change keeps the applied search', async () => {
  const user = await setup();
  await user.type(box(), 'boston{Enter}');
  await wait(100);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'USA');
  expect(mockedList).toHaveBeenLastCalledWith({ ...NO_FILTERS, search: 'boston', country: 'USA' }, 1, true, expect.any(AbortSignal));
});

it('shows the search error when a search fails', async () => {
  const user = await setup();
  mockedList.mockRejectedValueOnce(new Error('network'));
  await user.type(box(), 'boston{Enter}');
  await wait(100);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to search universities. Please try again later.');
  expect(box()).toBeInTheDocument(); // the search stays usable
});

it('guests get suggestions from the public data', async () => {
  browseAsGuest();
  const user = await setup();
  await typeAndWaitForSuggestions(user, 'bo');
  expect(mockedSuggestions).toHaveBeenCalledWith('bo', NO_FILTERS, false, expect.any(AbortSignal));
});

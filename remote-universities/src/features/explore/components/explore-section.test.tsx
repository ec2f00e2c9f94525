import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@gradatlas/shared/router-testing';
import { browseAsGuest, signInAsStudent } from '@gradatlas/shared/session-testing';
import { takeReturnPath, useCurrencyStore } from '@gradatlas/shared/session';
import { makeUniversities } from '../../../test-support/universities';
import { clearUniversityCache } from '../../../lib/university-cache';
import { getUniversities } from '../api/get-universities';
import { getSuggestions } from '../api/get-suggestions';
import { NO_FILTERS } from '../api/filter-params';
import { ExploreSection } from './explore-section';
import { fakeApi, ok, restoreApi } from '@gradatlas/shared/api-testing';

jest.mock('../api/get-universities');
jest.mock('../api/get-suggestions');
const mockedList = jest.mocked(getUniversities);
jest.mocked(getSuggestions).mockResolvedValue([]);

function renderExplore(entry = '/') {
  return renderWithRouter(
    [
      { path: '/', element: <ExploreSection /> },
      { path: '/universities', element: <ExploreSection /> },
    ],
    [entry],
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Universities' })).getAllByRole('article');

afterEach(() => {
  mockedList.mockReset();
  clearUniversityCache();
});

describe('ExploreSection for a guest', () => {
  beforeEach(browseAsGuest);

  it('shows the Basic View notice, the country filter only, and the guest cards', async () => {
    mockedList.mockResolvedValueOnce({ universities: makeUniversities(6), hasNextPage: true, program: null });
    renderExplore();

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'University 1' })).toBeInTheDocument();
    expect(screen.getByText('Basic View')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login for full access' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Tuition fees' })).not.toBeInTheDocument();
    expect(cards()).toHaveLength(6);
    expect(screen.getAllByText('Login to view requirements')).toHaveLength(6);
    expect(mockedList).toHaveBeenCalledWith(NO_FILTERS, 1, false, expect.any(AbortSignal));
  });

  it('offers All Countries, USA and Canada, and a change reloads page 1', async () => {
    const user = userEvent.setup();
    mockedList
      .mockResolvedValueOnce({ universities: makeUniversities(6), hasNextPage: true, program: null })
      .mockResolvedValueOnce({ universities: makeUniversities(2, 20), hasNextPage: false, program: null });
    renderExplore();
    await screen.findByRole('heading', { name: 'University 1' });

    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(within(country).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Countries', 'USA', 'Canada']);
    await user.selectOptions(country, 'Canada');

    expect(await screen.findByRole('heading', { name: 'University 20' })).toBeInTheDocument();
    expect(mockedList).toHaveBeenLastCalledWith({ ...NO_FILTERS, country: 'Canada' }, 1, false, expect.any(AbortSignal));
    expect(cards()).toHaveLength(2);
  });
});

it('reloads with the full data when the guest signs in', async () => {
  browseAsGuest();
  mockedList.mockResolvedValue({ universities: makeUniversities(1), hasNextPage: false, program: null });
  renderExplore();
  await screen.findByRole('heading', { name: 'University 1' });
  expect(mockedList).toHaveBeenLastCalledWith(NO_FILTERS, 1, false, expect.any(AbortSignal));

  act(signInAsStudent);
  expect(await screen.findByRole('combobox', { name: 'Tuition fees' })).toBeInTheDocument();
  expect(mockedList).toHaveBeenLastCalledWith(NO_FILTERS, 1, true, expect.any(AbortSignal));
  expect(screen.queryByText('Basic View')).not.toBeInTheDocument();
});

describe('ExploreSection for a signed-in user', () => {
  beforeEach(signInAsStudent);

  it('has no Basic View notice and offers the tuition bands', async () => {
    const user = userEvent.setup();
    mockedList.mockResolvedValue({ universities: makeUniversities(1), hasNextPage: false, program: null });
    renderExplore();
    await screen.findByRole('heading', { name: 'University 1' });

    expect(screen.queryByText('Basic View')).not.toBeInTheDocument();
    const tuition = screen.getByRole('combobox', { name: 'Tuition fees' });
    expect(within(tuition).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Tuition Fees',
      'Up to $25,000',
      '$25,001-$35,000',
      '$35,001-$45,000',
      '$45,001-$55,000',
      '$55,001-$65,000',
      '$65,001-$75,000',
      '$75,001-$85,000',
      'Above $85,000',
    ]);
    await user.selectOptions(tuition, '$45,001-$55,000');
    expect(mockedList).toHaveBeenLastCalledWith({ ...NO_FILTERS, tuitionBand: 4 }, 1, true, expect.any(AbortSignal));
  });

  it('appends the next page, shows Loading... while it loads and hides the button at the end', async () => {
    const user = userEvent.setup();
    let finish!: (value: Awaited<ReturnType<typeof getUniversities>>) => void;
    mockedList
      .mockResolvedValueOnce({ universities: makeUniversities(6), hasNextPage: true, program: null })
      .mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    renderExplore();
    await screen.findByRole('heading', { name: 'University 1' });

    await user.click(screen.getByRole('button', { name: 'Load More Universities' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    // The request follows the paint of "Loading...".
    await waitFor(() => expect(mockedList).toHaveBeenLastCalledWith(NO_FILTERS, 2, true, expect.any(AbortSignal)));

    await act(async () => finish({ universities: makeUniversities(3, 7), hasNextPage: false, program: null }));
    expect(cards()).toHaveLength(9);
    expect(screen.getByRole('heading', { name: 'University 9' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Universities' })).not.toBeInTheDocument();
  });

  it('says so when load more fails and keeps the list', async () => {
    const user = userEvent.setup();
    mockedList
      .mockResolvedValueOnce({ universities: makeUniversities(6), hasNextPage: true, program: null })
      .mockRejectedValueOnce(new Error('network'));
    renderExplore();
    await screen.findByRole('heading', { name: 'University 1' });

    await user.click(screen.getByRole('button', { name: 'Load More Universities' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load more universities. Please try again.');
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Load More Universities' })).toBeEnabled();
  });

  it('shows the empty text when there is nothing to list', async () => {
    mockedList.mockResolvedValueOnce({ universities: [], hasNextPage: false, program: null });
    renderExplore();
    expect(await screen.findByText('No universities to display.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Universities' })).not.toBeInTheDocument();
  });

  it('shows only the error when the first load fails', async () => {
    mockedList.mockRejectedValueOnce(new Error('network'));
    renderExplore();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch university data. Please try again later.');
    expect(screen.queryByRole('heading', { name: 'Explore Universities' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Explore Universities' })).toHaveTextContent(
      /^Failed to fetch university data\. Please try again later\.$/,
    );
  });

  it('opens /universities?search=term with that search applied', async () => {
    mockedList.mockResolvedValueOnce({ universities: makeUniversities(1), hasNextPage: false, program: null });
    renderExplore('/universities?search=%20Boston%20');
    await screen.findByRole('heading', { name: 'University 1' });
    expect(mockedList).toHaveBeenCalledWith({ ...NO_FILTERS, search: 'Boston' }, 1, true, expect.any(AbortSignal));
    expect(screen.getByRole('combobox', { name: 'Search universities' })).toHaveValue('Boston');
  });

  it('shows a back-to-top button once scrolled more than 300 px', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    mockedList.mockResolvedValueOnce({ universities: makeUniversities(1), hasNextPage: false, program: null });
    renderExplore();
    await screen.findByRole('heading', { name: 'University 1' });

    const scrollToY = (y: number) => {
      window.scrollY = y;
      fireEvent.scroll(window);
    };
    act(() => scrollToY(300));
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => scrollToY(301));
    await user.click(await screen.findByRole('button', { name: 'Back to top' })); // its chunk arrives once the page is scrolled that far
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    act(() => scrollToY(0));
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });
});

describe('ExploreSection programme filter', () => {
  beforeEach(browseAsGuest);

  it('filters by a programme chosen from the suggestions, says what each university awarded, and keeps the choice in the address', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest.useFakeTimers();
    const suggestions = [{ code: '11', title: 'Computer Science', covers: 'all programmes under Computer and Information Sciences (CIP 11)', universities: 518 }];
    const api = fakeApi({ '/api/public/programs/suggestions': () => ok({ data: suggestions }) });
    const [first] = makeUniversities(1);
    mockedList
      .mockResolvedValueOnce({ universities: makeUniversities(6), hasNextPage: false, program: null })
      .mockResolvedValueOnce({ universities: [first!], hasNextPage: false, program: { code: '11', title: 'Computer and Information Sciences', level: 'masters', year: '2022-23', awards: { [first!.slug]: 383 } } });
    renderExplore();
    await screen.findByRole('heading', { name: 'University 6' });

    // The box is a placeholder until the picker's code arrives (loaded on first use).
    expect(screen.getByRole('combobox', { name: 'Programme' })).not.toHaveAttribute('aria-controls');
    // Reached by keyboard: the picker replaces the placeholder and takes the focus over.
    act(() => screen.getByRole('combobox', { name: 'Programme' }).focus());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Programme' })).toHaveAttribute('aria-controls'));
    expect(screen.getByRole('combobox', { name: 'Programme' })).toHaveFocus();
    await user.keyboard('computer sc');
    await act(async () => jest.advanceTimersByTime(800));
    await user.click(await screen.findByRole('option', { name: /Computer Science/ }));

    const program = { code: '11', title: 'Computer Science' };
    expect(mockedList).toHaveBeenLastCalledWith({ ...NO_FILTERS, program, level: 'masters' }, 1, false, expect.any(AbortSignal));
    expect(await screen.findByText("383 master's degrees in Computer Science, 2022-23")).toBeInTheDocument();
    expect(screen.getByText(/^Programme data covers US universities only \(US Department of Education data\)\./)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/?program=11&programName=Computer+Science&level=masters');
    expect(screen.getByRole('link', { name: `View Details: ${first!.name}` })).toHaveAttribute('href', `/university/${first!.slug}?program=11`);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Level' }), 'Doctoral');
    expect(mockedList).toHaveBeenLastCalledWith({ ...NO_FILTERS, program, level: 'doctoral' }, 1, false, expect.any(AbortSignal));
    expect(api.calls.map((call) => call.params)).toEqual([{ query: 'computer sc' }]);

    // The programme and level carry into the calculator, after signing in for a guest.
    await user.click(screen.getByRole('link', { name: 'Rate my chances for Computer Science' }));
    expect(takeReturnPath()).toBe('/rate-my-chances?program=11&programTitle=Computer+Science&level=doctoral');
    restoreApi();
    jest.useRealTimers();
  });

  it('opens a shared address with its programme, level and country applied', async () => {
    mockedList.mockResolvedValue({ universities: makeUniversities(2), hasNextPage: false, program: null });
    renderExplore('/?country=USA&program=45.06&programName=Economics&level=doctoral');
    await screen.findByRole('heading', { name: 'University 1' });
    expect(mockedList).toHaveBeenCalledTimes(1);
    expect(mockedList).toHaveBeenCalledWith({ ...NO_FILTERS, country: 'USA', program: { code: '45.06', title: 'Economics' }, level: 'doctoral' }, 1, false, expect.any(AbortSignal));
    expect(screen.getByRole('combobox', { name: 'Programme' })).toHaveValue('Economics');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('USA');
  });

  it("names a programme the address gives only by its code with the list's own name for it, never the code", async () => {
    const [harvard] = makeUniversities(1);
    const awards = { code: '11.07', title: 'Computer Science', level: 'masters' as const, year: '2022-23', awards: { [harvard!.slug]: 43 }, stemOnly: false };
    mockedList.mockResolvedValue({ universities: [harvard!], hasNextPage: false, program: awards });
    renderExplore('/?program=11.07&level=masters');
    expect(await screen.findByText("43 master's degrees in Computer Science, 2022-23")).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Programme' })).toHaveValue('Computer Science');
    expect(within(screen.getByRole('region', { name: 'Explore Universities' })).queryByText(/CIP|11\.07/)).not.toBeInTheDocument();
  });

  it('offers the chances link for a programme the address gives only by its code once the list has named it, never with an empty name', async () => {
    const [harvard] = makeUniversities(1);
    let answer: (value: Awaited<ReturnType<typeof mockedList>>) => void = () => undefined;
    mockedList.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderExplore('/?program=11.07&level=masters');
    await waitFor(() => expect(mockedList).toHaveBeenCalled());
    // The programme's words have arrived while the list is still on its way.
    await act(async () => {
      await import('./with-programme');
    });
    expect(screen.queryByRole('link', { name: /Rate my chances for/ })).not.toBeInTheDocument();
    answer({ universities: [harvard!], hasNextPage: false, program: { code: '11.07', title: 'Computer Science', level: 'masters', year: '2022-23', awards: { [harvard!.slug]: 43 }, stemOnly: false } });
    expect(await screen.findByRole('link', { name: 'Rate my chances for Computer Science' })).toBeInTheDocument();
  });

  it('lists only STEM-listed programmes when asked, says the count is of those, and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    const [harvard] = makeUniversities(1);
    const awards = (count: number, stemOnly: boolean) => ({ code: '52', title: 'Business', level: 'masters' as const, year: '2022-23', awards: { [harvard!.slug]: count }, stemOnly });
    mockedList
      .mockResolvedValueOnce({ universities: [harvard!], hasNextPage: false, program: awards(1525, false) })
      .mockResolvedValueOnce({ universities: [harvard!], hasNextPage: false, program: awards(393, true) })
      .mockResolvedValueOnce({ universities: [harvard!], hasNextPage: false, program: awards(1525, false) });
    renderExplore('/?program=52&programName=Business&level=masters');
    expect(await screen.findByText("1,525 master's degrees in Business, 2022-23")).toBeInTheDocument();

    const stemOnly = await screen.findByRole('checkbox', { name: 'STEM OPT eligible programmes only' });
    expect(stemOnly).not.toBeChecked();
    await user.click(stemOnly);
    const business = { code: '52', title: 'Business' };
    expect(mockedList).toHaveBeenLastCalledWith({ ...NO_FILTERS, program: business, stemOnly: true }, 1, false, expect.any(AbortSignal));
    expect(await screen.findByText("393 STEM-listed master's degrees in Business, 2022-23")).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/?program=52&programName=Business&level=masters&stem=true');
    // Said as the code's status, never a promise.
    expect(screen.getByText(/STEM-listed: the programme's CIP code is on the DHS STEM list of July 2024; eligibility also depends on the school and your case\./)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'STEM OPT eligible programmes only' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'STEM OPT eligible programmes only' }));
    expect(mockedList).toHaveBeenLastCalledWith({ ...NO_FILTERS, program: business }, 1, false, expect.any(AbortSignal));
    expect(await screen.findByText("1,525 master's degrees in Business, 2022-23")).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?program=52&programName=Business&level=masters$/);
  });
});

describe('ExploreSection with Canada and a programme', () => {
  beforeEach(browseAsGuest);

  it('says plainly that programme data covers US universities, and shows the Canadian list without the programme in one tap', async () => {
    const user = userEvent.setup();
    mockedList
      .mockResolvedValueOnce({ universities: [], hasNextPage: false, program: null })
      .mockResolvedValueOnce({ universities: makeUniversities(3), hasNextPage: false, program: null });
    renderExplore('/?country=Canada&program=11&programName=Computer+Science&level=masters');

    const showAll = await screen.findByRole('button', { name: 'Show Canadian universities without the programme' });
    expect(
      screen.getByText(
        'Programme data covers US universities only (it comes from the US Department of Education), so no Canadian university can be matched to Computer Science. You can still see every Canadian university without the programme filter.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No universities to display.')).not.toBeInTheDocument();
    await user.click(showAll);

    expect(await screen.findByRole('heading', { name: 'University 1' })).toBeInTheDocument();
    expect(mockedList).toHaveBeenLastCalledWith({ ...NO_FILTERS, country: 'Canada' }, 1, false, expect.any(AbortSignal));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?country=Canada$/);
  });
});

describe('ExploreSection in the student’s currency', () => {
  const INR = { currency: 'INR', name: 'Indian Rupee', unitsPerUsd: 94.96, date: '2026-06', source: 'Federal Reserve H.10, monthly average' };
  beforeEach(signInAsStudent);
  afterEach(() => act(() => useCurrencyStore.setState({ currency: 'USD', rates: undefined })));

  it('labels the tuition bands in rupees beside the SPEC’s US$ band, still sends the US$ band, and names the rate once above the cards', async () => {
    const user = userEvent.setup();
    mockedList.mockResolvedValue({ universities: makeUniversities(2), hasNextPage: false, program: null });
    renderExplore();
    await screen.findByRole('heading', { name: 'University 1' });
    const tuition = screen.getByRole('combobox', { name: 'Tuition fees' });
    expect(within(tuition).getAllByRole('option')[1]).toHaveTextContent('Up to $25,000');

    act(() => useCurrencyStore.setState({ currency: 'INR', rates: [INR] }));
    await waitFor(() => expect(within(tuition).getAllByRole('option')[1]).toHaveTextContent('Up to about ₹23,70,000 ($25,000)'));
    expect(within(tuition).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Tuition Fees',
      'Up to about ₹23,70,000 ($25,000)',
      'About ₹23,70,000-₹33,20,000 ($25,001-$35,000)',
      'About ₹33,20,000-₹42,70,000 ($35,001-$45,000)',
      'About ₹42,70,000-₹52,20,000 ($45,001-$55,000)',
      'About ₹52,20,000-₹61,70,000 ($55,001-$65,000)',
      'About ₹61,70,000-₹71,20,000 ($65,001-$75,000)',
      'About ₹71,20,000-₹80,70,000 ($75,001-$85,000)',
      'Above about ₹80,70,000 ($85,000)',
    ]);
    expect(screen.getByText(/^Costs in Indian Rupee are estimates, converted at US\$1 = ₹94.96 \(Federal Reserve H.10, monthly average, June 2026\)/)).toBeInTheDocument();

    await user.selectOptions(tuition, 'Up to about ₹23,70,000 ($25,000)');
    expect(mockedList).toHaveBeenLastCalledWith({ ...NO_FILTERS, tuitionBand: 1 }, 1, true, expect.any(AbortSignal));
  });
});

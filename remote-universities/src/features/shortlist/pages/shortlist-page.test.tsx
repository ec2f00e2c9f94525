import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@gradatlas/shared/api';
import { DEFAULT_INPUTS } from '@gradatlas/shared/domain';
import { saveChanceInputs, saveChanceProgramme, useShortlistStore } from '@gradatlas/shared/session';
import { renderWithRouter } from '@gradatlas/shared/router-testing';
import { signInAsStudent } from '@gradatlas/shared/session-testing';
import { makeUniversity } from '../../../test-support/universities';
import { ShortlistPage } from './shortlist-page';

type Answer = Awaited<ReturnType<typeof apiClient.delete>>;
const alpha = makeUniversity({ name: 'Alpha University', slug: 'alpha' });
const beta = makeUniversity({ name: 'Beta College', slug: 'beta' });

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

/** The API as the page reads it: the saved universities' records, and any other GET `others` answers. */
function serveSaved(universities: object[], others: (url: string) => unknown = (url) => {
  throw new Error(`unexpected ${url}`);
}) {
  const slugs = universities.map((university) => (university as { slug: string }).slug);
  useShortlistStore.setState({ status: 'ready', known: slugs, slugs });
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => ({ data: url === '/api/me/shortlist' ? { slugs, universities } : others(url) }) as Answer);
}

it('lists the saved universities; Remove takes one off through the API', async () => {
  signInAsStudent();
  serveSaved([alpha, beta]);
  const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue({ data: { slugs: ['beta'], universities: [{ name: 'Beta College', slug: 'beta' }] } } as Answer);
  renderWithRouter([{ path: '/shortlist', element: <ShortlistPage /> }], ['/shortlist']);

  const list = await screen.findByRole('list', { name: 'Saved universities' });
  expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Alpha University', 'Beta College']);
  // No saved calculator inputs in this browser: the calculator is offered instead of a chance.
  expect(screen.getByRole('link', { name: 'Use the calculator' })).toHaveAttribute('href', '/rate-my-chances');

  await userEvent.click(screen.getByRole('button', { name: 'Remove Alpha University from shortlist' }));
  expect(remove).toHaveBeenCalledWith('/api/me/shortlist/alpha');
  expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Beta College']);
});

it('points an empty shortlist to the explorer', async () => {
  signInAsStudent();
  serveSaved([]);
  renderWithRouter([{ path: '/shortlist', element: <ShortlistPage /> }], ['/shortlist']);
  expect(await screen.findByText(/Your shortlist is empty/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Explore universities' })).toHaveAttribute('href', '/universities');
});

it('shows each saved school\'s estimate with its likely range, from the saved calculator inputs', async () => {
  signInAsStudent();
  saveChanceInputs('student-1', { ...DEFAULT_INPUTS, testType: 'GRE', testScore: '322', languageTest: 'TOEFL', languageScore: '100', gpa: '3.6' });
  serveSaved([alpha, beta]);
  const requirements = {
    test: { type: 'GRE' as const, required: null, yourScore: 322, weight: 0.5 },
    gpa: { required: null, yourScore: 3.6, weight: 0.5 },
    language: { type: 'TOEFL' as const, required: null, yourScore: 100, weight: 0.5 },
  };
  const found = (universityName: string, slug: string, probability: number, low: number, high: number, decisions: number) => ({
    universityName, found: true as const, slug, university: universityName, probability, probabilityRange: { low, high },
    evidence: { decisions, ownAdjustment: decisions >= 5 }, category: 'moderate' as const, requirements,
  });
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
    data: { success: true, results: [found('Alpha University', 'alpha', 46.2, 38.4, 55.1, 300), found('Beta College', 'beta', 51, 36.6, 65.5, 0)] },
  } as Answer);
  renderWithRouter([{ path: '/shortlist', element: <ShortlistPage /> }], ['/shortlist']);

  expect(await screen.findByText('Your estimated chance: 46.2%, likely 38.4-55.1% · Moderate')).toBeInTheDocument();
  expect(screen.getByText('Your estimated chance: 51.0%, likely 36.6-65.5% · Moderate')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/api/rate-my-chances/batch', expect.objectContaining({ universityNames: ['Alpha University', 'Beta College'] }), expect.anything());
  expect(post.mock.calls[0]![1]).not.toHaveProperty('programCode');
  expect(screen.getByText('Your estimated chances: From your calculator inputs.')).toBeInTheDocument();
});

it('asks for the programme and level the calculator used, so a school gets the verdict the calculator gave it', async () => {
  signInAsStudent();
  saveChanceInputs('student-1', { ...DEFAULT_INPUTS, languageTest: 'TOEFL', languageScore: '104', gpa: '8.4', degreeLevel: 'masters' });
  saveChanceProgramme('student-1', { code: '11.07', title: 'Computer Science' });
  serveSaved([alpha]);
  const estimateFor = {
    degreeLevel: 'masters',
    programme: { code: '11.07', title: 'Computer Science', basis: 'programme' },
    gpa: { value: 8.4, scale: 10, onFourPoints: 3.36 },
    test: null,
    language: { type: 'TOEFL', score: 104, toefl: 104 },
    seasons: { first: 2012, latest: 2025 },
  };
  const tierMeanings = { safe: 'A good chance.', moderate: 'Could go either way.', ambitious: 'A long shot.' };
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true, results: [], estimateFor, tierMeanings } } as unknown as Answer);
  renderWithRouter([{ path: '/shortlist', element: <ShortlistPage /> }], ['/shortlist']);

  // The question answered and the tiers' meanings, in the calculator's words (from the answer).
  expect(
    await screen.findByText(
      "Your estimated chances: For a Master's in Computer Science, GPA 8.4/10, TOEFL 104, no GRE or GMAT, as an international applicant. Safe: A good chance. Moderate: Could go either way. Ambitious: A long shot.",
    ),
  ).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith(
    '/api/rate-my-chances/batch',
    expect.objectContaining({ universityNames: ['Alpha University'], degreeLevel: 'masters', programCode: '11.07' }),
    expect.anything(),
  );
  window.localStorage.clear();
});

it('says what each saved university awarded in the programme the student chose in the explorer', async () => {
  signInAsStudent();
  window.localStorage.setItem('gradatlas.chosenProgram', JSON.stringify({ code: '11', title: 'Computer Science', level: 'masters' }));
  const toronto = makeUniversity({ name: 'Maple University', slug: 'maple', country: 'Canada' });
  const usAlpha = { ...alpha, country: 'USA' };
  const usBeta = { ...beta, country: 'USA' };
  const get = serveSaved([usAlpha, usBeta, toronto], (url) => {
    if (url !== '/api/public/programs/awards') throw new Error(`unexpected ${url}`);
    return { code: '11', title: 'Computer and Information Sciences', level: 'masters', year: '2022-23', awards: { alpha: 383 } };
  });
  renderWithRouter([{ path: '/shortlist', element: <ShortlistPage /> }], ['/shortlist']);

  expect(await screen.findByText("Your programme: 383 master's degrees in Computer Science, 2022-23")).toBeInTheDocument();
  expect(screen.getByText('Your programme: No awards reported to the US Department of Education in 2021-22 or 2022-23')).toBeInTheDocument();
  expect(screen.getByText('Your programme: Programme data covers US universities only (US Department of Education data)')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/api/public/programs/awards', expect.objectContaining({ params: { program: '11', level: 'masters', slugs: 'alpha,beta,maple' } }));
});

it('says when the saved universities could not be loaded, and Try again asks once more', async () => {
  signInAsStudent();
  useShortlistStore.setState({ status: 'ready', known: ['alpha'], slugs: ['alpha'] });
  const get = jest.spyOn(apiClient, 'get').mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ data: { slugs: ['alpha'], universities: [alpha] } } as Answer);
  renderWithRouter([{ path: '/shortlist', element: <ShortlistPage /> }], ['/shortlist']);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your shortlist. Please try again later.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 3, name: 'Alpha University' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledTimes(2);
});

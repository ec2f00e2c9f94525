import { screen, waitFor, within } from '@testing-library/react';
import type { UniversityDecisionDates } from '@gradatlas/shared/contracts';
import { renderWithRouter } from '@gradatlas/shared/router-testing';
import { browseAsGuest, signInAsStudent } from '@gradatlas/shared/session-testing';
import { makeUniversity } from '../../../test-support/universities';
import { clearUniversityCache } from '../../../lib/university-cache';
import { getUniversity, type DetailAnswer } from '../api/get-university';
import { UniversityDetailPage } from './university-detail-page';

// Issue 48 on the detail page: when decisions came, for the student's level
// first (and the programme's group where enough reports name it).

jest.mock('../api/get-university');
const mockedDetail = jest.mocked(getUniversity);

const days = (from: number, median: number, to: number, reports: number, label: string) => ({ from, median, to, reports, label });
const DATES: UniversityDecisionDates = {
  seasons: 'Fall 2021 - Fall 2024',
  source: 'decisions self-reported on The GradCafe',
  minimumReports: 20,
  timings: [
    { level: 'doctoral', code: null, title: null, admits: days(152, 161, 168, 201, '1 Feb - 17 Feb'), rejections: days(154, 161, 169, 720, '3 Feb - 18 Feb') },
    { level: 'masters', code: null, title: null, admits: days(181, 192, 197, 117, '2 Mar - 18 Mar'), rejections: null },
    { level: 'masters', code: '11.07', title: 'Computer Science', admits: days(195, 197, 199, 32, '16 Mar - 20 Mar'), rejections: days(195, 195, 197, 45, '16 Mar - 18 Mar') },
  ],
};

function renderDetail(answer: Partial<DetailAnswer>, path = '/university/maple-ridge-university') {
  mockedDetail.mockResolvedValueOnce({ university: makeUniversity({ country: 'USA' }), programs: undefined, programFamilies: {}, ...answer });
  return renderWithRouter([{ path: '/university/:name', element: <UniversityDetailPage /> }], [path]);
}

const admission = () => within(screen.getByRole('region', { name: 'Admission Requirements' }));
const loaded = () => screen.findByRole('region', { name: 'Admission Requirements' });

afterEach(() => {
  mockedDetail.mockReset();
  clearUniversityCache();
  window.localStorage.clear();
});

describe('when decisions came', () => {
  beforeEach(signInAsStudent);

  it("shows the student's level first, the programme's group where it has enough reports, and says where a kind has too few", async () => {
    window.localStorage.setItem('gradatlas.chosenProgram', JSON.stringify({ code: '11.0701', title: 'Computer Science', level: 'masters' }));
    renderDetail({ decisionDates: DATES });
    await loaded();
    // The remembered choice is read after the first render.
    expect(await admission().findByText("Computer Science, master's")).toBeInTheDocument();
    expect(admission().getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(["Master's", 'Doctoral']);
    const masters = admission().getByRole('heading', { level: 4, name: "Master's" }).parentElement as HTMLElement;
    expect(within(masters).getAllByRole('term').map((term) => term.textContent)).toEqual(["Computer Science, master's", "every master's programme"]);
    expect(masters).toHaveTextContent('Admits were posted 16 Mar - 20 Mar (from 32 reports, Fall 2021 - Fall 2024 seasons)');
    expect(masters).toHaveTextContent('Rejections were posted 16 Mar - 18 Mar (from 45 reports, Fall 2021 - Fall 2024 seasons)');
    expect(masters).toHaveTextContent('Admits were posted 2 Mar - 18 Mar (from 117 reports, Fall 2021 - Fall 2024 seasons)');
    expect(masters).toHaveTextContent('Rejections: too few reports to say (fewer than 20 reports)');
    // The doctoral level has no Computer Science group: said so, then every doctoral programme.
    expect(admission().getByText("Too few reports for Computer Science alone (fewer than 20); every doctoral programme here:")).toBeInTheDocument();
    expect(admission().getByText(/not an official date, and not a promise of when this year’s decision comes/)).toBeInTheDocument();
  });

  it("takes the programme in the address and puts a doctoral student's level first", async () => {
    window.localStorage.setItem('gradatlas.chosenProgram', JSON.stringify({ code: '14', title: 'Engineering', level: 'doctoral' }));
    renderDetail({ decisionDates: DATES }, '/university/maple-ridge-university?program=11');
    await loaded();
    expect(await admission().findByRole('heading', { level: 4, name: 'Doctoral' })).toBeInTheDocument();
    await waitFor(() => expect(admission().getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Doctoral', "Master's"]));
    // No group covers all of family 11 at the master's level, but Computer Science (11.07) lies inside it: shown too.
    expect(admission().getAllByRole('term').map((term) => term.textContent)).toEqual(['every doctoral programme', "Computer Science, master's", "every master's programme"]);
    expect(admission().getAllByText(/^Too few reports for/)).toHaveLength(1);
  });

  it('says there are too few reports when the API has none for the university', async () => {
    renderDetail({ decisionDates: null });
    await loaded();
    expect(await admission().findByText(/^Too few reports to say when decisions come here: fewer than 20 applicants/)).toBeInTheDocument();
  });
});

it('shows a guest no decision dates', async () => {
  browseAsGuest();
  renderDetail({ decisionDates: DATES });
  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByRole('heading', { name: 'When decisions came' })).not.toBeInTheDocument();
});

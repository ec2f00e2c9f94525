import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRuntimeConfig } from '@gradatlas/shared/config';
import { renderWithRouter } from '@gradatlas/shared/router-testing';
import { takeReturnPath } from '@gradatlas/shared/session';
import { browseAsGuest, signInAsStudent } from '@gradatlas/shared/session-testing';
import { makeUniversity } from '../../../test-support/universities';
import { clearUniversityCache } from '../../../lib/university-cache';
import { getUniversity } from '../api/get-university';
import { detailAnswers } from '../../../test-support/detail-answers';
import { UniversityDetailPage } from './university-detail-page';

jest.mock('../api/get-university');
const mockedDetail = jest.mocked(getUniversity);
const mockedGet = detailAnswers(mockedDetail);

function renderDetail(entries = ['/university/maple-ridge-university']) {
  return renderWithRouter([{ path: '/university/:name', element: <UniversityDetailPage /> }], entries);
}

const fullRecord = () =>
  makeUniversity({
    universityType: 'Public',
    totalEnrolled: 61000,
    graduateStudents: 17000,
    internationalStudentsPercent: 27,
    admissionsEmail: 'grad@mapleridge.example',
    admissionsPhone: '+1 416 555 0100',
    website: 'https://www.mapleridge.example',
    financialAidLink: 'javascript:alert(1)',
    greVerbal: 158,
    minimumIelts: 6.5,
    mastersAcceptanceRate: 38,
    qsRank: '25',
    qsRankYear: 2025,
    arwuRank: '51-75',
    pros: ['Strong research funding'],
    cons: ['High cost of living'],
    faqs: [{ question: 'Is the GRE required?', answer: 'Most programs waive it.' }],
    estimatedFields: ['livingExpenses'],
    estimateNote: 'City cost index times a student budget, 2024.',
    sources: ['QS World University Rankings 2025'],
  });

const rowValue = (table: string, label: string) =>
  within(within(screen.getByRole('table', { name: table })).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement).getByRole(
    'cell',
  );

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  mockedGet.mockReset();
  clearUniversityCache();
});

describe('a guest', () => {
  beforeEach(browseAsGuest);

  it('sees the banner, quick facts and summary, and Login Required everywhere else', async () => {
    mockedGet.mockResolvedValueOnce(makeUniversity({ acceptanceRate: null, averageGRE: null }));
    renderDetail();

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Ridge University' })).toBeInTheDocument();
    expect(mockedDetail).toHaveBeenCalledWith('maple-ridge-university', false, expect.any(AbortSignal));
    expect(screen.getByText(/Toronto, Ontario, Canada/)).toBeInTheDocument();

    const facts = screen.getByLabelText('Quick facts');
    expect(facts).toHaveTextContent('Tuition$32,000');
    expect(facts).toHaveTextContent('Living Expenses$15,500');
    expect(within(facts).getAllByRole('link', { name: 'Login to view' })).toHaveLength(2);

    expect(within(section('Overview')).getByText('A public research university on the lake shore.')).toBeInTheDocument();
    expect(within(section('Overview')).queryByText('Pros')).not.toBeInTheDocument();
    for (const name of ['University Information', 'Admission Requirements', 'Rankings', 'FAQs']) {
      expect(within(section(name)).getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
      expect(within(section(name)).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    }
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is sent to /login by Rate My Chances; counseling opens the booking link in a new tab', async () => {
    const user = userEvent.setup();
    mockedGet.mockResolvedValueOnce(makeUniversity());
    renderDetail();
    const counseling = await screen.findByRole('link', { name: 'Get Free Application Guidance' });
    expect(counseling).toHaveAttribute('href', getRuntimeConfig().counselingUrl);
    expect(counseling).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('link', { name: 'Rate My Chances' }));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    // Signing in leads on to the calculator, opened on this university.
    expect(takeReturnPath()).toBe('/rate-my-chances?university=Maple+Ridge+University');
  });
});

describe('a signed-in user', () => {
  beforeEach(signInAsStudent);

  it('sees pros and cons, the rows with a value, rankings with years and FAQs; what is lacking is named once a section', async () => {
    mockedGet.mockResolvedValueOnce(fullRecord());
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Maple Ridge University' });
    expect(mockedDetail).toHaveBeenCalledWith('maple-ridge-university', true, expect.any(AbortSignal));

    const facts = screen.getByLabelText('Quick facts');
    expect(facts).toHaveTextContent('Acceptance Rate (undergrad.)43%');
    expect(facts).toHaveTextContent('Students61,000');

    expect(within(section('Overview')).getByText('Strong research funding')).toBeInTheDocument();
    expect(within(section('Overview')).getByText('High cost of living')).toBeInTheDocument();

    expect(rowValue('Basic Information', 'University Type')).toHaveTextContent('Public');
    expect(within(section('University Information')).queryByRole('rowheader', { name: 'Address' })).not.toBeInTheDocument();
    expect(rowValue('Student Demographics', 'International Students')).toHaveTextContent('27%');
    expect(rowValue('Student Demographics', 'Graduate Students')).toHaveTextContent('17,000');
    expect(rowValue('Financial Information', 'Tuition Fees')).toHaveTextContent('$32,000');
    expect(screen.queryByRole('table', { name: 'Career Outcomes' })).not.toBeInTheDocument();
    expect(within(section('University Information')).getByText(/^Not published in our sources: .*Address.*Average Salary, Employment Rate/)).toBeInTheDocument();
    expect(rowValue('GRE Scores', 'Average GRE (total)')).toHaveTextContent('318');
    expect(rowValue('GRE Scores', 'Verbal Reasoning')).toHaveTextContent('158');

    expect(rowValue('Language Test Scores', 'Minimum IELTS')).toHaveTextContent('6.5');
    expect(rowValue('Academic Requirements', 'Average GMAT')).toHaveTextContent('640');

    expect(rowValue('Acceptance Rates', 'Overall (undergrad.)')).toHaveTextContent('43%');
    expect(rowValue('Acceptance Rates', "Master's")).toHaveTextContent('38%');
    const admission = within(section('Admission Requirements'));
    expect(admission.getByText(/^Not published in our sources: .*GRE writing, .*average GPA.*PhD acceptance rate\./)).toBeInTheDocument();
    expect(admission.queryByRole('rowheader', { name: 'PhD' })).not.toBeInTheDocument();
    expect(screen.queryByText('N/A')).not.toBeInTheDocument();

    expect(rowValue('University Rankings', 'QS World')).toHaveTextContent('25 (2025)');
    expect(rowValue('University Rankings', 'ARWU')).toHaveTextContent('51-75');
    expect(within(section('Rankings')).getByText('Not published in our sources: US News National ranking, Times Higher Education ranking, GradAtlas Ranking ranking.', { exact: false })).toBeInTheDocument();

    expect(within(section('FAQs')).getByText('Is the GRE required?')).toBeInTheDocument();
    expect(within(section('FAQs')).getByText('Most programs waive it.')).toBeInTheDocument();
    expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
  });

  it('shows graduate tuition with what it is and its source, the undergraduate figure on its own row, fees, address and contacts', async () => {
    mockedGet.mockResolvedValueOnce(
      makeUniversity({
        country: 'USA',
        currency: 'USD',
        tuitionFees: 52456,
        tuitionFeesUsd: 52456,
        tuitionFeesLabel: 'full-time graduate tuition and required fees, out-of-state (IPEDS 2022-23)',
        undergraduateTuitionFees: 53232,
        applicationFeeMasters: 75,
        applicationFeeUndergrad: 0,
        fullAddress: '503 Thompson Street, Ann Arbor, MI 48109',
        mainPhone: '(734) 764-1817',
        admissionsLink: 'https://admissions.umich.edu/',
        applicationLink: 'https://admissions.umich.edu/apply',
        researchClass: 'R1: very high research activity',
        sehGraduateStudents: 11763,
      }),
    );
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(rowValue('Financial Information', 'Tuition Fees (full-time graduate tuition and required fees, out-of-state (IPEDS 2022-23))')).toHaveTextContent('$52,456');
    expect(rowValue('Financial Information', 'Undergraduate Tuition Fees (out-of-state, College Scorecard 2021-22)')).toHaveTextContent('$53,232');
    expect(rowValue('Financial Information', "Application Fee (Master's / graduate)")).toHaveTextContent('$75');
    // A reported zero is no fee, not a missing value.
    expect(rowValue('Financial Information', 'Application Fee (Undergraduate)')).toHaveTextContent('$0');
    expect(rowValue('Basic Information', 'Address')).toHaveTextContent('503 Thompson Street, Ann Arbor, MI 48109');
    expect(rowValue('Basic Information', 'Research Class (Carnegie 2021)')).toHaveTextContent('R1: very high research activity');
    expect(rowValue('Student Demographics', 'Graduate Students in Science, Engineering & Health (NSF GSS 2022)')).toHaveTextContent('11,763');
    expect(rowValue('Contact Information', "Main Phone (institution's main line)")).toHaveTextContent('(734) 764-1817');
    expect(within(section('University Information')).getByText(/^Not published in our sources: .*admissions phone/)).toBeInTheDocument();
    expect(within(section('University Information')).getByRole('link', { name: /University of .*admissions page|admissions page/ })).toHaveAttribute('href', 'https://admissions.umich.edu/');
    expect(screen.getByRole('link', { name: /Application page/ })).toHaveAttribute('href', 'https://admissions.umich.edu/apply');
    expect(screen.queryByRole('rowheader', { name: 'Exchange Rate' })).not.toBeInTheDocument();
  });

  it('shows a Canadian amount in CA$ with its US$ equivalent and the dated rate', async () => {
    mockedGet.mockResolvedValueOnce(makeUniversity({ currency: 'CAD', tuitionFees: 27520, tuitionFeesUsd: 21148, livingExpenses: 15872, livingExpensesUsd: 12197 }));
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(rowValue('Financial Information', 'Tuition Fees')).toHaveTextContent('CA$27,520 (≈ US$21,148)');
    expect(screen.getByLabelText('Quick facts')).toHaveTextContent('TuitionCA$27,520 (≈ US$21,148)');
    expect(rowValue('Financial Information', 'Exchange Rate')).toHaveTextContent('US$ at the Bank of Canada 2022 annual average rate, US$1 = CA$1.3013');
  });

  it('groups rankings older than five years apart and links ours to how it is computed', async () => {
    const thisYear = new Date().getFullYear();
    mockedGet.mockResolvedValueOnce(makeUniversity({ qsRank: '25', qsRankYear: thisYear - 1, theRank: '19', theRankYear: thisYear - 10, gradAtlasRank: '9', gradAtlasRankYear: thisYear }));
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(rowValue('University Rankings', 'QS World')).toHaveTextContent(`25 (${thisYear - 1})`);
    expect(rowValue('Older rankings (more than 5 years old)', 'Times Higher Education')).toHaveTextContent(`19 (${thisYear - 10})`);
    expect(within(screen.getByRole('table', { name: 'University Rankings' })).queryByText(/Times Higher/)).not.toBeInTheDocument();
    expect(within(rowValue('University Rankings', 'GradAtlas Ranking')).getByRole('link', { name: 'How it is computed' })).toHaveAttribute('href', '#gradatlas-ranking-method');
    expect(screen.getByText(/How the GradAtlas ranking is computed/).closest('p')).toHaveAttribute('id', 'gradatlas-ranking-method');
  });

  it('says in one line when a section has nothing to show', async () => {
    mockedGet.mockResolvedValueOnce(makeUniversity({ averageGRE: null, averageGMAT: null, averageToefl: null, averageIelts: null, averageGpa: null, averageSAT: null, acceptanceRate: null }));
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    const admission = within(section('Admission Requirements'));
    expect(admission.queryByRole('table')).not.toBeInTheDocument();
    expect(admission.getByText(/^None of these figures is published in our sources \(average GRE, GRE verbal/)).toBeInTheDocument();
  });

  it('marks estimates, explains them and credits the sources', async () => {
    mockedGet.mockResolvedValueOnce(fullRecord());
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(rowValue('Financial Information', 'Living Expenses')).toHaveTextContent('$15,500 (est.)');
    const mark = within(rowValue('Financial Information', 'Living Expenses')).getByRole('button', { name: /^\(est\.\)/ });
    // A native popover: the browser opens it by tap, click or keyboard (e2e/say-what-we-know.spec.ts).
    expect(document.getElementById(mark.getAttribute('popovertarget') ?? '')).toHaveTextContent('City cost index times a student budget, 2024.');
    expect(rowValue('Financial Information', 'Tuition Fees')).not.toHaveTextContent('(est.)');
    expect(screen.getByText(/\(est\.\) marks an estimate, not a published figure\. City cost index/)).toBeInTheDocument();
    expect(screen.getByText('Sources: QS World University Rankings 2025.')).toBeInTheDocument();
  });

  it('links the website in a new tab and refuses an unsafe address', async () => {
    mockedGet.mockResolvedValueOnce(fullRecord());
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    const website = screen.getByRole('link', { name: /Visit website/ });
    expect(website).toHaveAttribute('href', 'https://www.mapleridge.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.queryByRole('link', { name: /Financial aid office page/ })).not.toBeInTheDocument();
    expect(rowValue('Contact Information', 'Financial Aid')).toHaveTextContent('javascript:alert(1)');
  });

  it('copies the admissions email and says Copied! for 2 seconds', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const writeText = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      mockedGet.mockResolvedValueOnce(fullRecord());
      renderDetail();
      await screen.findByRole('heading', { level: 1 });

      await user.click(screen.getByRole('button', { name: 'Copy admissions email' }));
      expect(writeText).toHaveBeenCalledWith('grad@mapleridge.example');
      // findBy may move the fake clock by up to 50 ms while it waits for the clipboard promise.
      expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1900));
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Copy admissions email' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Copy admissions phone' }));
      expect(writeText).toHaveBeenLastCalledWith('+1 416 555 0100');
    } finally {
      jest.useRealTimers();
    }
  });

  it('has no copy button when there is nothing to copy', async () => {
    mockedGet.mockResolvedValueOnce(makeUniversity());
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('rowheader', { name: 'Admissions Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Copy/ })).not.toBeInTheDocument();
  });

  it('scrolls to a section from its tab', async () => {
    const user = userEvent.setup();
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    mockedGet.mockResolvedValueOnce(makeUniversity());
    renderDetail();
    await screen.findByRole('heading', { level: 1 });

    const tabs = within(screen.getByRole('navigation', { name: 'University sections' })).getAllByRole('button');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'University Information', 'Admission Requirements', 'Rankings', 'FAQs']);
    await user.click(screen.getByRole('button', { name: 'Rankings' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section('Rankings'));
    expect(screen.getByRole('button', { name: 'Rankings' })).toHaveAttribute('aria-current', 'true');
  });

  it('sends Rate My Chances to the calculator', async () => {
    const user = userEvent.setup();
    mockedGet.mockResolvedValueOnce(makeUniversity());
    renderDetail();
    await user.click(await screen.findByRole('link', { name: 'Rate My Chances' }));
    expect(screen.getByRole('heading', { name: 'Rate My Chances page' })).toBeInTheDocument();
  });

  it('opens the calculator on this university, and on the programme and level chosen in the explorer', async () => {
    window.localStorage.setItem('gradatlas.chosenProgram', JSON.stringify({ code: '11.07', title: 'Computer Science', level: 'masters' }));
    mockedGet.mockResolvedValueOnce(makeUniversity());
    renderDetail(['/university/maple-ridge-university?program=11.07']);
    const link = await screen.findByRole('link', { name: 'Rate My Chances' });
    await waitFor(() =>
      expect(link).toHaveAttribute('href', '/rate-my-chances?university=Maple+Ridge+University&program=11.07&programTitle=Computer+Science&level=masters'),
    );
    window.localStorage.clear();
  });

  it('carries only the university when the page shows no chosen programme', async () => {
    window.localStorage.setItem('gradatlas.chosenProgram', JSON.stringify({ code: '11.07', title: 'Computer Science', level: 'masters' }));
    mockedGet.mockResolvedValueOnce(makeUniversity());
    renderDetail();
    expect(await screen.findByRole('link', { name: 'Rate My Chances' })).toHaveAttribute('href', '/rate-my-chances?university=Maple+Ridge+University');
    window.localStorage.clear();
  });
});

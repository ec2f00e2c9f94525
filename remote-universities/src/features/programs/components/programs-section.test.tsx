import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProgramOutcomes, UniversityProgram } from '@gradatlas/shared/contracts';
import { renderWithRouter } from '@gradatlas/shared/router-testing';
import { useCurrencyStore } from '@gradatlas/shared/session';
import { makeUniversity } from '../../../test-support/universities';
import { ProgramsSection } from './programs-section';

const row = (code: string, title: string, level: UniversityProgram['level'], awards: number | null, previousAwards: number | null, stem?: boolean): UniversityProgram => ({
  code,
  title,
  level,
  awards,
  year: '2022-23',
  previousAwards,
  ...(stem === undefined ? {} : { stem }),
});

const FAMILIES = { '11': 'Computer and Information Sciences and Support Services', '14': 'Engineering', '45': 'Social Sciences' };
const PROGRAMS = [
  row('11.0701', 'Computer Science', 'masters', 383, 334),
  row('11.0701', 'Computer Science', 'doctoral', 53, 45),
  row('14.1901', 'Mechanical Engineering', 'masters', 148, 150),
  row('14.0901', 'Computer Engineering', 'masters', 0, 2),
  row('45.0601', 'Economics, General', 'doctoral', 25, null),
];

function renderSection(programs: UniversityProgram[] | null | undefined, chosenCode: string | null = null, country = 'USA', outcomes?: ProgramOutcomes | null) {
  const university = makeUniversity({ name: 'Alpha University', country, currency: country === 'USA' ? 'USD' : 'CAD' });
  return renderWithRouter(
    [{ path: '/', element: <ProgramsSection university={university} programs={programs} programFamilies={FAMILIES} chosenCode={chosenCode} outcomes={outcomes} /> }],
    ['/'],
  );
}

const cellOf = (table: HTMLElement, programme: string, column: number) =>
  within(within(table).getByRole('rowheader', { name: new RegExp(`^${programme}`) }).closest('tr') as HTMLElement).getAllByRole('cell')[column];

it("groups the programmes by family, with each level's awards and the year before", () => {
  renderSection(PROGRAMS);
  const section = screen.getByRole('region', { name: 'Programs' });
  const computing = within(section).getByRole('table', { name: 'Computer and Information Sciences and Support Services' });
  expect(within(computing).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(["Programme", "Master's, 2022-23", 'Doctoral, 2022-23']);
  expect(cellOf(computing, 'Computer Science', 0)).toHaveTextContent('383334 in 2021-22');
  expect(cellOf(computing, 'Computer Science', 1)).toHaveTextContent('5345 in 2021-22');
  const engineering = within(section).getByRole('table', { name: 'Engineering' });
  expect(cellOf(engineering, 'Computer Engineering', 0)).toHaveTextContent('02 in 2021-22');
  expect(cellOf(engineering, 'Computer Engineering', 1)).toHaveTextContent('—');
  expect(within(section).getByText(/IPEDS Completions 2021-22 and 2022-23/)).toBeInTheDocument();
});

it('lists the programme the student chose first', () => {
  renderSection(PROGRAMS, '14');
  const tables = screen.getAllByRole('table');
  expect(tables[0]).toHaveAccessibleName('Your programme');
  expect(within(tables[0]!).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Mechanical Engineering', 'Computer Engineering']);
});

it('says so when the university reported no degree under the chosen programme', () => {
  renderSection(PROGRAMS, '26');
  expect(screen.getByText('Alpha University reported no degree under the programme you chose in 2021-22 or 2022-23; its other programmes are below.')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Your programme' })).not.toBeInTheDocument();
});

it('offers a filter box when a university lists many programmes', async () => {
  const user = userEvent.setup();
  const many = Array.from({ length: 14 }, (_, index) => row(`11.07${String(index).padStart(2, '0')}`, `Programme ${index}`, 'masters', index, null));
  renderSection([...many, ...PROGRAMS]);
  await user.type(screen.getByRole('searchbox', { name: 'Filter programmes' }), 'econ');
  expect(screen.getAllByRole('table')).toHaveLength(1);
  expect(screen.getByRole('rowheader', { name: 'Economics, General' })).toBeInTheDocument();
  await user.clear(screen.getByRole('searchbox', { name: 'Filter programmes' }));
  await user.type(screen.getByRole('searchbox', { name: 'Filter programmes' }), 'astrology');
  expect(screen.getByRole('status')).toHaveTextContent('No programme matches “astrology”.');
});

it('never shows a Canadian university as lacking programmes', () => {
  renderSection(null, null, 'Canada');
  expect(screen.getByRole('region', { name: 'Programs' })).toHaveTextContent(
    "Programme data covers US universities only (US Department of Education data): it has no record of Alpha University's programmes, which are listed on the university's own website.",
  );
});

it('says so when IPEDS reports no graduate degree for a US university, and is left out when the page came without programmes', () => {
  const { unmount } = renderSection(null);
  expect(screen.getByRole('region', { name: 'Programs' })).toHaveTextContent('IPEDS reports no graduate degrees awarded by Alpha University in 2021-22 or 2022-23.');
  unmount();
  renderSection(undefined);
  expect(screen.queryByRole('region', { name: 'Programs' })).not.toBeInTheDocument();
});

describe('the DHS STEM list', () => {
  const STEM_PROGRAMS = [
    row('11.0701', 'Computer Science', 'masters', 383, 334, true),
    row('11.0701', 'Computer Science', 'doctoral', 53, 45, true),
    row('11.0401', 'Information Science/Studies', 'masters', 20, 18, true),
    row('52.0201', 'Business Administration and Management, General', 'masters', 90, 80, false),
    row('52.1301', 'Management Science', 'masters', 493, 480, true),
  ];
  const FAMILIES_WITH_BUSINESS = { ...FAMILIES, '52': 'Business, Management, Marketing, and Related Support Services' };

  it("says of each programme whether its code is on the list, how many of a group's are, and the caveat once", () => {
    renderWithRouter(
      [{ path: '/', element: <ProgramsSection university={makeUniversity({ country: 'USA' })} programs={STEM_PROGRAMS} programFamilies={FAMILIES_WITH_BUSINESS} chosenCode={null} /> }],
      ['/'],
    );
    const section = screen.getByRole('region', { name: 'Programs' });
    expect(within(section).getByRole('rowheader', { name: 'Computer Science STEM OPT eligible (DHS list, July 2024)' })).toBeInTheDocument();
    expect(within(section).getByRole('rowheader', { name: 'Management Science STEM OPT eligible (DHS list, July 2024)' })).toBeInTheDocument();
    expect(within(section).getByRole('rowheader', { name: 'Business Administration and Management, General Not on the DHS STEM list (July 2024)' })).toBeInTheDocument();
    expect(within(section).getByText('2 of 2 programmes on the DHS STEM list')).toBeInTheDocument();
    expect(within(section).getByText('1 of 2 programmes on the DHS STEM list')).toBeInTheDocument();
    expect(within(section).getAllByText(/eligibility also depends on the school and your case/)).toHaveLength(1);
    expect(within(section).getByText(/Source: .*; STEM list: U\.S\. DHS, STEM Designated Degree Program List, July 2024\./)).toBeInTheDocument();
  });

  it('says nothing of the list when the API did not send it', () => {
    renderSection(PROGRAMS);
    expect(screen.queryByText(/DHS/)).not.toBeInTheDocument();
    expect(screen.getByText('2 programmes', { exact: false })).toBeInTheDocument();
  });
});

describe('a university with many programmes', () => {
  const many = [
    ...Array.from({ length: 14 }, (_, index) => row(`14.${String(index + 10).padStart(2, '0')}01`, `Engineering ${index}`, 'masters', 30 - index, null, true)),
    ...PROGRAMS,
  ];

  it('lists its groups closed, the chosen one open, and opens a group on a tap', async () => {
    const user = userEvent.setup();
    renderSection(many, '11');
    const chosen = screen.getByRole('group', { name: /^Your programme/ });
    expect(chosen).toHaveAttribute('open');
    expect(within(chosen).getByRole('table', { name: 'Your programme' })).toBeVisible();
    const engineering = screen.getByRole('group', { name: /^Engineering/ });
    expect(engineering).not.toHaveAttribute('open');
    expect(within(engineering).getByRole('table', { name: 'Engineering', hidden: true })).not.toBeVisible();
    await user.click(within(engineering).getByText('Engineering', { selector: '.programs__group-title' }));
    expect(engineering).toHaveAttribute('open');
    expect(within(engineering).getByRole('table', { name: 'Engineering' })).toBeVisible();
  });
});

describe('what US graduates earned and borrowed (signed in)', () => {
  const OUTCOMES: ProgramOutcomes = {
    source: 'U.S. Department of Education, College Scorecard, Field of Study',
    covers: 'US graduates with federal aid',
    cohorts: { '2015-17': 'completed 2015-17', '2018-20': 'completed 2018-20' },
    campusesSharingFigures: null,
    series: [
      { series: '11.07', title: 'Computer Science', level: 'masters', earnings: { median: 153400, earners: 55, cohort: '2015-17' }, debt: { median: 27400, borrowers: 23, cohort: '2015-17' } },
      { series: '14.19', title: 'Mechanical Engineering', level: 'masters', earnings: { median: 102700, earners: null, cohort: '2015-17' }, debt: null },
      { series: '45.06', title: 'Economics', level: 'masters', earnings: { median: 70000, earners: 30, cohort: '2015-17' }, debt: null },
    ],
  };

  afterEach(() => useCurrencyStore.setState({ currency: 'USD', rates: undefined }));

  it("shows each group's series figures with their cohort, beside the yearly cost, and never as the student's", async () => {
    useCurrencyStore.setState({ currency: 'INR', rates: [{ currency: 'INR', name: 'Indian Rupee', unitsPerUsd: 94.96, date: '2026-06', source: 'Federal Reserve H.10, monthly average' }] });
    renderSection(PROGRAMS, null, 'USA', OUTCOMES);
    const computing = screen.getByRole('group', { name: /^Computer and Information Sciences/ });
    expect(await within(computing).findByRole('heading', { name: 'What US graduates with federal aid earned and borrowed' })).toBeInTheDocument();
    const item = within(computing).getByRole('term').parentElement as HTMLElement;
    expect(within(computing).getByRole('term')).toHaveTextContent("All Computer Science master's programmes here");
    // US$153,400 at ₹94.96: ₹1,45,66,864, about ₹1,46,00,000 (three figures, lakh grouping).
    expect(item).toHaveTextContent('Median earnings one year after completing: $153,400about ₹1,46,00,000');
    expect(item).toHaveTextContent('US graduates with federal aid, completed 2015-17; 55 earners');
    expect(item).toHaveTextContent('Median federal loan debt: $27,400');
    expect(item).toHaveTextContent('US graduates with federal aid, completed 2015-17; 23 borrowers');
    // The yearly cost beside them, in both currencies: US$47,500 is about ₹45,10,000.
    expect(within(computing).getByText(/Yearly cost here: \$47,500/)).toHaveTextContent('about ₹45,10,000');
    const engineering = screen.getByRole('group', { name: /^Engineering/ });
    expect(within(engineering).getByText('US graduates with federal aid, completed 2015-17; earner count not published')).toBeInTheDocument();
    // Economics has no master's programme here: its figure is not shown.
    expect(screen.queryByText(/All Economics master's/)).not.toBeInTheDocument();
    expect(screen.getByText(/not what you will earn or owe/)).toBeInTheDocument();
  });

  it('shows none to a guest', () => {
    renderSection(PROGRAMS);
    expect(screen.queryByRole('heading', { name: /earned and borrowed/ })).not.toBeInTheDocument();
  });
});

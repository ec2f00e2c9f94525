import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UniversityProgram } from '@gradatlas/shared/contracts';
import { renderWithRouter } from '@gradatlas/shared/router-testing';
import { makeUniversity } from '../../../test-support/universities';
import { ProgramsSection } from './programs-section';

const row = (code: string, title: string, level: UniversityProgram['level'], awards: number | null, previousAwards: number | null): UniversityProgram => ({
  code,
  title,
  level,
  awards,
  year: '2022-23',
  previousAwards,
});

const FAMILIES = { '11': 'Computer and Information Sciences and Support Services', '14': 'Engineering', '45': 'Social Sciences' };
const PROGRAMS = [
  row('11.0701', 'Computer Science', 'masters', 383, 334),
  row('11.0701', 'Computer Science', 'doctoral', 53, 45),
  row('14.1901', 'Mechanical Engineering', 'masters', 148, 150),
  row('14.0901', 'Computer Engineering', 'masters', 0, 2),
  row('45.0601', 'Economics, General', 'doctoral', 25, null),
];

function renderSection(programs: UniversityProgram[] | null | undefined, chosenCode: string | null = null, country = 'USA') {
  return renderWithRouter(
    [{ path: '/', element: <ProgramsSection university={makeUniversity({ name: 'Alpha University', country })} programs={programs} programFamilies={FAMILIES} chosenCode={chosenCode} /> }],
    ['/'],
  );
}

const cellOf = (table: HTMLElement, programme: string, column: number) =>
  within(within(table).getByRole('rowheader', { name: programme }).closest('tr') as HTMLElement).getAllByRole('cell')[column];

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

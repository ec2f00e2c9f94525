import { render, screen, within } from '@testing-library/react';
import { makeUniversity } from '../../../test-support/universities';
import { ProgramRow } from './program-row';

afterEach(() => localStorage.clear());

it("shows each university's awards in the chosen programme, 'not reported' for a US one without, and the coverage line for Canada", () => {
  localStorage.setItem('gradatlas.chosenProgram', JSON.stringify({ code: '11', title: 'Computer Science', level: 'masters' }));
  const program = { code: '11', title: 'Computer and Information Sciences', level: 'masters' as const, year: '2022-23', awards: { stanford: 383 } };
  render(
    <table>
      <tbody>
        <ProgramRow
          universities={[makeUniversity({ slug: 'stanford', country: 'USA' }), makeUniversity({ slug: 'smallville', country: 'USA' }), makeUniversity({ slug: 'toronto', country: 'Canada' })]}
          program={program}
        />
      </tbody>
    </table>,
  );
  const row = screen.getByRole('row', { name: /Your programme: Computer Science/ });
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
    "383 master's degrees in Computer Science, 2022-23",
    'No awards reported to the US Department of Education in 2021-22 or 2022-23',
    'Programme data covers US universities only (US Department of Education data)',
  ]);
});

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

it("says where the chosen code stands on the DHS STEM list, with the caveat (issue 48)", () => {
  const universities = [makeUniversity({ slug: 'stanford', country: 'USA' })];
  const row = (stem: { listed: number; of: number }, code: string) => {
    const { unmount } = render(
      <table>
        <tbody>
          <ProgramRow universities={universities} program={{ code, title: 'Computer Science', level: 'masters', year: '2022-23', awards: { stanford: 383 }, stem }} />
        </tbody>
      </table>,
    );
    const header = screen.getByRole('rowheader').textContent;
    unmount();
    return header;
  };
  expect(row({ listed: 26, of: 27 }, '11')).toBe('Your programme: Computer Science26 of 27 programmes on the DHS STEM list; eligibility also depends on the school and your case');
  expect(row({ listed: 1, of: 1 }, '11.0701')).toBe('Your programme: Computer ScienceSTEM OPT eligible (DHS list, July 2024); eligibility also depends on the school and your case');
  expect(row({ listed: 0, of: 1 }, '52.0201')).toBe('Your programme: Computer ScienceNot on the DHS STEM list (July 2024)');
});

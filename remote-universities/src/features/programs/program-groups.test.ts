import type { UniversityProgram } from '@gradatlas/shared/contracts';
import { groupPrograms } from './program-groups';

const program = (code: string, title: string, level: UniversityProgram['level'], awards: number | null): UniversityProgram =>
  ({ code, title, level, awards, year: '2022-23', previousAwards: null });

const families = { '11': 'Computer and Information Sciences', '14': 'Engineering' };

describe('groupPrograms', () => {
  const programs = [
    program('14.1901', 'Mechanical Engineering', 'masters', 40),
    program('11.0701', 'Computer Science', 'masters', 100),
    program('11.0701', 'Computer Science', 'doctoral', 20),
    program('11.0101', 'Computer and Information Sciences, General', 'masters', 60),
    program('14.0801', 'Civil Engineering', 'masters', 40),
    program('14.1001', 'Electrical Engineering', 'masters', 150),
    program('11.0401', 'Information Science', 'masters', 60),
  ];

  it('puts the families with the most awards first and, within each, the programmes with the most; equal ones by title', () => {
    const groups = groupPrograms(programs, families, null, '');
    expect(groups.map((group) => group.title)).toEqual(['Computer and Information Sciences', 'Engineering']);
    expect(groups[0]!.rows.map((row) => row.title)).toEqual(['Computer Science', 'Computer and Information Sciences, General', 'Information Science']);
    expect(groups[1]!.rows.map((row) => row.title)).toEqual(['Electrical Engineering', 'Civil Engineering', 'Mechanical Engineering']);
    expect(groups[0]!.rows[0]!.levels.doctoral?.awards).toBe(20);
  });

  it('puts the chosen programme first in a group of its own and keeps only what the filter names', () => {
    const groups = groupPrograms(programs, families, '14.1901', '');
    expect(groups[0]).toMatchObject({ key: 'chosen', title: 'Your programme' });
    expect(groups[0]!.rows.map((row) => row.title)).toEqual(['Mechanical Engineering']);
    expect(groupPrograms(programs, families, null, 'civil eng').flatMap((group) => group.rows.map((row) => row.title))).toEqual(['Civil Engineering']);
  });
});

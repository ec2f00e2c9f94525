import { readDecisionDates, readProgramOutcomes } from './read-after-admission';

const window = (from: number, to: number, reports: number, label: string) => ({ from, median: from + 1, to, reports, label });

describe('the after-admission parts of a detail answer', () => {
  it('are undefined when the answer has none (a guest) and null when the API has none for the university', () => {
    expect(readDecisionDates({ university: {} })).toBeUndefined();
    expect(readProgramOutcomes({ university: {} })).toBeUndefined();
    expect(readDecisionDates({ decisionDates: null })).toBeNull();
    expect(readProgramOutcomes({ programOutcomes: null })).toBeNull();
  });

  it('keep the well-formed timings and windows and drop the rest, each on its own', () => {
    const dates = readDecisionDates({
      decisionDates: {
        seasons: 'Fall 2021 - Fall 2024',
        source: 'decisions self-reported on The GradCafe',
        minimumReports: 20,
        timings: [
          { level: 'masters', code: null, title: null, admits: window(150, 170, 47, '28 Jan - 17 Feb'), rejections: window(160, 180, 12, 'too few') },
          { level: 'doctoral', code: '11.07', title: 'Computer Science', admits: window(400, 170, 30, 'out of season'), rejections: window(152, 168, 90, '30 Jan - 15 Feb') },
          { level: 'bachelors', code: null, title: null, admits: window(150, 170, 47, 'x'), rejections: null },
          { level: 'masters', code: '14', title: 'Engineering', admits: null, rejections: null },
          'nonsense',
        ],
      },
    });
    expect(dates?.timings).toEqual([
      { level: 'masters', code: null, title: null, admits: window(150, 170, 47, '28 Jan - 17 Feb'), rejections: null },
      { level: 'doctoral', code: '11.07', title: 'Computer Science', admits: null, rejections: window(152, 168, 90, '30 Jan - 15 Feb') },
    ]);
  });

  it('keep each earnings and debt figure only with a cohort the labels name, and a series only with a figure', () => {
    const outcomes = readProgramOutcomes({
      programOutcomes: {
        source: 'U.S. Department of Education, College Scorecard, Field of Study',
        covers: 'US graduates with federal aid',
        cohorts: { '2015-17': 'completed 2015-17' },
        campusesSharingFigures: 3,
        series: [
          { series: '11.07', title: 'Computer Science', level: 'masters', earnings: { median: 153400, earners: 55, cohort: '2015-17' }, debt: { median: 27400, borrowers: 'PS', cohort: '2015-17' } },
          { series: '14.10', title: 'Electrical Engineering', level: 'doctoral', earnings: { median: 139100, earners: 21, cohort: '2030-32' }, debt: null },
          { series: '52.02', title: 'Business', level: 'associate', earnings: { median: 1, earners: 1, cohort: '2015-17' }, debt: null },
        ],
      },
    });
    expect(outcomes?.campusesSharingFigures).toBe(3);
    expect(outcomes?.series).toEqual([
      { series: '11.07', title: 'Computer Science', level: 'masters', earnings: { median: 153400, earners: 55, cohort: '2015-17' }, debt: { median: 27400, borrowers: null, cohort: '2015-17' } },
    ]);
  });
});

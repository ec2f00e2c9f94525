import { compositeScore } from '../scripts/lib/composite-rank';
import { tuitionVerdict } from '../scripts/lib/university-record';
import { displayName, graduateSchoolProblem, latestByYear, MIN_GRADUATE_STUDENTS, yearlyLivingCost } from '../scripts/lib/graduate-rules';

const row = (over: Record<string, string>) => ({ INSTNM: 'Example University', HIGHDEG: '4', GRADS: '2000.0', DISTANCEONLY: '0.0', ...over });

describe('which US institutions a graduate applicant can apply to', () => {
  it('keeps a graduate-degree school with a real graduate school', () => {
    expect(graduateSchoolProblem(row({}))).toBeNull();
    expect(graduateSchoolProblem(row({ GRADS: String(MIN_GRADUATE_STUDENTS) }))).toBeNull();
  });

  it.each([
    ['a bachelor-only college', { HIGHDEG: '3' }, 'highest degree is not graduate'],
    ['a school below the graduate threshold', { GRADS: String(MIN_GRADUATE_STUDENTS - 1) }, 'fewer than 500 graduate students'],
    ['a school without a GRADS figure', { GRADS: '' }, 'fewer than 500 graduate students'],
    ['a distance-only institution', { DISTANCEONLY: '1.0' }, 'distance-only'],
    ['an online division', { INSTNM: 'Johnson & Wales University-Online' }, 'programme, not a campus'],
    ['a non-traditional programme', { INSTNM: 'Averett University-Non-Traditional Programs' }, 'programme, not a campus'],
    ['a worldwide division', { INSTNM: 'Embry-Riddle Aeronautical University-Worldwide' }, 'programme, not a campus'],
  ])('drops %s', (_label, over, reason) => {
    expect(graduateSchoolProblem(row(over))).toBe(reason);
  });

  it('keeps a real branch campus', () => {
    expect(graduateSchoolProblem(row({ INSTNM: 'Rutgers University-Newark', GRADS: '3834.0' }))).toBeNull();
  });
});

describe('names a person recognises', () => {
  it.each([
    ['Georgia Institute of Technology-Main Campus', 'Georgia Institute of Technology'],
    ['Ohio State University-Main Campus', 'Ohio State University'],
    ['Pratt Institute-Main', 'Pratt Institute'],
    ['University of Oklahoma-Norman Campus', 'University of Oklahoma'],
    ['University of Washington-Seattle Campus', 'University of Washington'],
    ['Rutgers University-Newark', 'Rutgers University-Newark'],
    ['Stanford University', 'Stanford University'],
  ])('%s → %s', (scorecard, shown) => {
    expect(displayName(scorecard)).toBe(shown);
  });
});

describe('figures filled from the Scorecard', () => {
  it('adds off-campus room and board to other expenses, or gives null', () => {
    expect(yearlyLivingCost({ ROOMBOARD_OFF: '12000.0', OTHEREXPENSE_OFF: '3500.5' })).toBe(15501);
    expect(yearlyLivingCost({ ROOMBOARD_OFF: '12000.0', OTHEREXPENSE_OFF: '' })).toBeNull();
  });

  it('takes the newest year of earnings per institution', () => {
    const latest = latestByYear([
      { id: '1', year: '2019-20', value: 50 },
      { id: '1', year: '2020-21', value: 60 },
      { id: '1', year: '2018-19', value: 40 },
    ]);
    expect(latest.get('1')).toEqual({ year: '2020-21', value: 60 });
  });
});

describe('GradAtlas ranking for graduate study', () => {
  const researchUniversity = compositeScore({ worldPositions: [50, 60], graduateStudents: 15_000, admissionRate: 0.3 });
  const conservatory = compositeScore({ worldPositions: [], graduateStudents: 600, admissionRate: 0.05 });

  it('puts a ranked research university above a selective school without world standing', () => {
    expect(researchUniversity).toBeGreaterThan(conservatory);
  });

  it('gives selectivity only a minor part', () => {
    const open = compositeScore({ worldPositions: [50, 60], graduateStudents: 15_000, admissionRate: 0.9 });
    expect(researchUniversity - open).toBeLessThanOrEqual(0.1);
    expect(open).toBeGreaterThan(compositeScore({ worldPositions: [400], graduateStudents: 15_000, admissionRate: 0.05 }));
  });

  it('rises with graduate size', () => {
    expect(compositeScore({ worldPositions: [], graduateStudents: 10_000, admissionRate: 0.5 })).toBeGreaterThan(
      compositeScore({ worldPositions: [], graduateStudents: 1_000, admissionRate: 0.5 }),
    );
  });
});

describe("a department's example tuition", () => {
  it('is shown but sets no cost band; a university figure sets one; no tuition is neither', () => {
    expect(tuitionVerdict({ tuition: 27520, tuitionScope: 'department-example' }, 21148)).toEqual({ tuitionComparable: false, category: 'Unknown' });
    expect(tuitionVerdict({ tuition: 52456, tuitionScope: 'university' }, 52456)).toEqual({ tuitionComparable: true, category: 'Premium' });
    expect(tuitionVerdict({ tuition: null, tuitionScope: null }, null)).toEqual({ tuitionComparable: null, category: 'Unknown' });
  });
});

// US candidates: College Scorecard rows of institutions a graduate applicant can apply to
// (the rules are in graduate-rules.ts).
import { join } from 'node:path';
import { url, type Candidate, type FieldSource } from './candidate';
import { cellNumber, readCsv } from './csv-rows';
import { displayName, graduateSchoolProblem, latestByYear, yearlyLivingCost } from './graduate-rules';
import { CREDITS, LIVING_LABEL_US, MERGED_YEAR } from './source-credits';

export function usCandidates(dataDir: string, stats: { usScorecard: number; usHighdeg4: number }): Candidate[] {
  // Links (INSTURL, NPCURL) are only in the older most-recent-cohorts file; joined on UNITID.
  const links = new Map(readCsv(join(dataDir, 'scorecard/most-recent-cohorts-institution.csv')).map((row) => [row.UNITID ?? '', row]));
  const earnings = latestByYear(
    readCsv(join(dataDir, 'scorecard/earnings-median-10y-by-year.csv')).flatMap((row) => {
      const value = cellNumber(row.amnt_earnings_med_10y);
      return value === null || !row.id || !row.academic_year ? [] : [{ id: row.id, year: row.academic_year, value }];
    }),
  );
  return readCsv(join(dataDir, 'scorecard/merged-2021-22-extract.csv')).flatMap((row) => {
    stats.usScorecard += 1;
    if (row.HIGHDEG === '4') stats.usHighdeg4 += 1;
    const problem = graduateSchoolProblem(row);
    if (problem) return [];
    const link = links.get(row.UNITID ?? '');
    const scorecardName = (row.INSTNM ?? '').trim();
    const name = displayName(scorecardName);
    const admissionRate = cellNumber(row.ADM_RATE);
    const fieldSources: Record<string, FieldSource> = {};
    const tuition = cellNumber(row.TUITIONFEE_OUT);
    if (tuition !== null) fieldSources.tuitionFees = { source: 'College Scorecard', year: MERGED_YEAR, note: 'undergraduate out-of-state tuition and fees' };
    const livingCost = yearlyLivingCost(row);
    if (livingCost !== null) {
      fieldSources.livingExpenses = { source: 'College Scorecard', year: MERGED_YEAR, estimated: true, note: LIVING_LABEL_US };
    }
    const undergraduates = cellNumber(row.UGDS);
    const graduateStudents = cellNumber(row.GRADS);
    if (undergraduates !== null && graduateStudents !== null) fieldSources.totalEnrolled = { source: 'College Scorecard', year: MERGED_YEAR, note: 'undergraduates (UGDS) plus graduate students (GRADS)' };
    if (graduateStudents !== null) fieldSources.graduateStudents = { source: 'College Scorecard', year: MERGED_YEAR };
    const internationalShare = cellNumber(row.UGDS_NRA);
    if (internationalShare !== null) fieldSources.internationalStudentsPercent = { source: 'College Scorecard', year: MERGED_YEAR, note: 'non-resident share of undergraduates only' };
    const menShare = cellNumber(row.UGDS_MEN);
    const womenShare = cellNumber(row.UGDS_WOMEN);
    if (menShare !== null) fieldSources.malePercent = { source: 'College Scorecard', year: MERGED_YEAR, note: 'share of undergraduates' };
    if (womenShare !== null) fieldSources.femalePercent = { source: 'College Scorecard', year: MERGED_YEAR, note: 'share of undergraduates' };
    if (admissionRate !== null) fieldSources.acceptanceRate = { source: 'College Scorecard', year: MERGED_YEAR, note: 'undergraduate admission rate' };
    const sat = cellNumber(row.SAT_AVG);
    if (sat !== null) fieldSources.averageSAT = { source: 'College Scorecard', year: MERGED_YEAR };
    const earning = earnings.get(row.UNITID ?? '') ?? null;
    if (earning) {
      fieldSources.averageSalary = {
        source: 'College Scorecard',
        year: earning.year,
        note: 'median earnings of all former students (not only graduates of graduate programmes) 10 years after entry',
      };
    }
    return [
      {
        name,
        formerName: name !== scorecardName ? scorecardName : null,
        country: 'USA' as const,
        city: row.CITY || null,
        state: row.STABBR || null,
        website: url(link?.INSTURL),
        financialAidLink: url(link?.NPCURL),
        admissionRate: admissionRate !== null && admissionRate > 0 ? admissionRate : null,
        sat,
        tuition,
        livingCost,
        undergraduates,
        graduateStudents,
        internationalShare,
        menShare,
        womenShare,
        earnings: earning,
        fieldSources,
        sources: [CREDITS.scorecard],
      },
    ];
  });
}

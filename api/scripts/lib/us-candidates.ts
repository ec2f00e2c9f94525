// US candidates: College Scorecard rows of institutions a graduate applicant can apply to
// (the rules are in graduate-rules.ts), joined on UNITID with IPEDS 2022-23 and NSF GSS 2022.
import { join } from 'node:path';
import { url, type Candidate, type FieldSource } from './candidate';
import { cellNumber, readCsv } from './csv-rows';
import { displayName, graduateSchoolProblem, latestByYear, livingCostOf } from './graduate-rules';
import { IPEDS_SOURCE, IPEDS_YEAR, loadIpeds, type IpedsFacts } from './ipeds';
import { GSS_SCOPE, GSS_SOURCE, GSS_YEAR, loadGss } from './nsf-gss';
import { CREDITS, LIVING_LABEL_US, LIVING_LABEL_US_ON_CAMPUS, MERGED_YEAR } from './source-credits';

const tuitionLabel = (basis: 'out-of-state' | 'all students') =>
  `full-time graduate tuition and required fees, ${basis === 'out-of-state' ? 'out-of-state' : 'same for in-state and out-of-state students'} (${IPEDS_SOURCE} ${IPEDS_YEAR})`;

/** Source and year of each IPEDS value the record carries. */
function ipedsSources(facts: IpedsFacts, fieldSources: Record<string, FieldSource>): void {
  const ipeds = (note?: string): FieldSource => ({ source: IPEDS_SOURCE, year: IPEDS_YEAR, ...(note ? { note } : {}) });
  if (facts.fullAddress) fieldSources.fullAddress = ipeds('HD2022 street address');
  if (facts.mainPhone) fieldSources.mainPhone = ipeds("the institution's main telephone line (GENTELE), not an admissions line");
  if (facts.admissionsLink) fieldSources.admissionsLink = ipeds('admissions office page (ADMINURL)');
  if (facts.applicationLink) fieldSources.applicationLink = ipeds('online application page (APPLURL)');
  if (facts.financialAidLink) fieldSources.financialAidLink = ipeds('financial aid office page (FAIDURL)');
  if (facts.universityType) fieldSources.universityType = ipeds('institutional control (CONTROL)');
  if (facts.researchClass) fieldSources.researchClass = { source: 'Carnegie Classification (basic), via IPEDS HD2022', year: '2021' };
  if (facts.applicationFeeGraduate !== null) fieldSources.applicationFeeMasters = ipeds('graduate application fee (APPLFEEG), USD');
  if (facts.applicationFeeUndergraduate !== null) fieldSources.applicationFeeUndergrad = ipeds('undergraduate application fee (APPLFEEU), USD');
  if (facts.graduateTuition) {
    const { basis, imputed } = facts.graduateTuition;
    fieldSources.tuitionFees = { ...ipeds(`${tuitionLabel(basis)}${imputed ? '; imputed by IPEDS' : ''}`), ...(imputed ? { estimated: true } : {}) };
  }
}

/** Scorecard's graduate headcount of the newest fall that has one (fall 2023, else fall 2022), per UNITID. */
function latestGraduateHeadcount(dataDir: string): Map<string, { count: number; year: string; undergraduates: number | null }> {
  const out = new Map<string, { count: number; year: string; undergraduates: number | null }>();
  for (const row of readCsv(join(dataDir, 'scorecard/scorecard-merged-2022-23-2023-24-enrolment.csv'))) {
    for (const fall of ['2023', '2022']) {
      const count = cellNumber(row[`GRADS_fall${fall}`]);
      if (count === null) continue;
      out.set(row.UNITID ?? '', { count, year: `fall ${fall}`, undergraduates: cellNumber(row[`UGDS_fall${fall}`]) });
      break;
    }
  }
  return out;
}

export function usCandidates(dataDir: string, stats: { usScorecard: number; usHighdeg4: number }): Candidate[] {
  const headcounts = latestGraduateHeadcount(dataDir);
  // Links (INSTURL, NPCURL) are only in the older most-recent-cohorts file; joined on UNITID.
  const links = new Map(readCsv(join(dataDir, 'scorecard/most-recent-cohorts-institution.csv')).map((row) => [row.UNITID ?? '', row]));
  const ipedsFacts = loadIpeds(dataDir);
  const gssFacts = loadGss(dataDir);
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
    const unitid = row.UNITID ?? '';
    const link = links.get(unitid);
    const ipeds = ipedsFacts.get(unitid) ?? null;
    const gss = gssFacts.get(unitid) ?? null;
    const scorecardName = (row.INSTNM ?? '').trim();
    const name = displayName(scorecardName);
    const admissionRate = cellNumber(row.ADM_RATE);
    const fieldSources: Record<string, FieldSource> = {};
    if (ipeds) ipedsSources(ipeds, fieldSources);
    const undergraduateTuition = cellNumber(row.TUITIONFEE_OUT);
    if (undergraduateTuition !== null) fieldSources.undergraduateTuitionFees = { source: 'College Scorecard', year: MERGED_YEAR, note: 'undergraduate out-of-state tuition and fees' };
    const living = livingCostOf(row);
    const livingLabel = living ? (living.basis === 'off-campus' ? LIVING_LABEL_US : LIVING_LABEL_US_ON_CAMPUS) : null;
    if (living) {
      const source: FieldSource = { source: 'College Scorecard', year: MERGED_YEAR, estimated: true, note: livingLabel! };
      fieldSources.livingExpenses = source;
      fieldSources.livingExpensesOneYear = source;
    }
    if (gss) fieldSources.sehGraduateStudents = { source: GSS_SOURCE, year: GSS_YEAR, note: GSS_SCOPE };
    // Headcounts of the newest fall (both of that fall, so the total adds one year's figures); 2021-22 where it has none.
    const newest = headcounts.get(unitid);
    const graduateStudents = newest?.count ?? cellNumber(row.GRADS);
    const graduateStudentsYear = newest?.year ?? MERGED_YEAR;
    const undergraduates = newest ? newest.undergraduates : cellNumber(row.UGDS);
    if (undergraduates !== null && graduateStudents !== null) fieldSources.totalEnrolled = { source: 'College Scorecard', year: graduateStudentsYear, note: 'undergraduates (UGDS) plus graduate students (GRADS)' };
    if (graduateStudents !== null) fieldSources.graduateStudents = { source: 'College Scorecard', year: graduateStudentsYear };
    const internationalShare = cellNumber(row.UGDS_NRA);
    if (internationalShare !== null) fieldSources.internationalStudentsPercent = { source: 'College Scorecard', year: MERGED_YEAR, note: 'non-resident share of undergraduates only' };
    const menShare = cellNumber(row.UGDS_MEN);
    const womenShare = cellNumber(row.UGDS_WOMEN);
    if (menShare !== null) fieldSources.malePercent = { source: 'College Scorecard', year: MERGED_YEAR, note: 'share of undergraduates' };
    if (womenShare !== null) fieldSources.femalePercent = { source: 'College Scorecard', year: MERGED_YEAR, note: 'share of undergraduates' };
    if (admissionRate !== null) fieldSources.acceptanceRate = { source: 'College Scorecard', year: MERGED_YEAR, note: 'undergraduate admission rate' };
    const sat = cellNumber(row.SAT_AVG);
    if (sat !== null) fieldSources.averageSAT = { source: 'College Scorecard', year: MERGED_YEAR };
    const earning = earnings.get(unitid) ?? null;
    if (earning) {
      fieldSources.averageSalary = {
        source: 'College Scorecard',
        year: earning.year,
        note: 'median earnings of all former students (not only graduates of graduate programmes) 10 years after entry',
      };
    }
    const financialAidLink = ipeds?.financialAidLink ?? url(link?.NPCURL);
    if (!ipeds?.financialAidLink && financialAidLink) fieldSources.financialAidLink = { source: 'College Scorecard', year: MERGED_YEAR, note: 'net price calculator (NPCURL)' };
    const tuition = ipeds?.graduateTuition ?? null;
    return [
      {
        name,
        unitid: unitid || null,
        formerName: name !== scorecardName ? scorecardName : null,
        country: 'USA' as const,
        currency: 'USD' as const,
        city: row.CITY || null,
        state: row.STABBR || null,
        website: url(link?.INSTURL),
        financialAidLink,
        admissionRate: admissionRate !== null && admissionRate > 0 ? admissionRate : null,
        sat,
        tuition: tuition?.amount ?? null,
        tuitionLabel: tuition ? tuitionLabel(tuition.basis) : null,
        undergraduateTuition,
        livingCost: living?.amount ?? null,
        livingLabel,
        undergraduates,
        graduateStudents,
        graduateStudentsYear: graduateStudents !== null ? graduateStudentsYear : null,
        internationalShare,
        menShare,
        womenShare,
        earnings: earning,
        ipeds,
        gss,
        fieldSources,
        sources: [CREDITS.scorecard, ...(ipeds ? [CREDITS.ipeds] : []), ...(gss ? [CREDITS.gss] : [])],
      },
    ];
  });
}

// Years, credits and labels of the raw data sets behind api/data/universities.json.
// Method, match counts and credits: api/docs/data.md.

/** Year of the GradAtlas figures derived here (own rank, estimates). */
export const DATA_YEAR = 2026;
/** Year of the merged College Scorecard extract. */
export const MERGED_YEAR = '2021-22';

export const CREDITS = {
  scorecard: 'U.S. Department of Education, College Scorecard (public domain)',
  ipeds: 'U.S. Department of Education, IPEDS 2022-23 (public domain)',
  gss: 'NSF NCSES, Survey of Graduate Students and Postdocs, 2022 (public domain)',
  directory: 'Hipo university-domains-list (MIT licence)',
  stipends: 'Canadian ecology and evolution graduate stipends 2022, J. Burant et al. (CC0)',
  qs: (year: number) => `QS World University Rankings, ${year}`,
  the: (year: number) => `THE World University Rankings, ${year}`,
  arwu: (year: number) => `ARWU, ${year}`,
};

export const LIVING_LABEL_US = `estimated yearly living cost (College Scorecard, ${MERGED_YEAR})`;
export const LIVING_LABEL_US_ON_CAMPUS = `estimated yearly living cost, on-campus room and board (College Scorecard, ${MERGED_YEAR})`;
export const TUITION_LABEL_CA = 'international graduate tuition of one ecology and evolution programme, department example 2022 (CAD)';
export const LIVING_LABEL_CA = 'yearly living cost, department example 2022 (12 × monthly living cost of one ecology and evolution graduate programme)';

/** The files read and their licences, listed in the header of universities.json. */
export const SOURCE_FILES = [
  { name: 'College Scorecard', file: 'scorecard/merged-2021-22-extract.csv, scorecard/scorecard-merged-2022-23-2023-24-enrolment.csv, scorecard/earnings-median-10y-by-year.csv, scorecard/most-recent-cohorts-institution.csv', licence: 'US federal government data (public domain)', credit: CREDITS.scorecard },
  { name: 'IPEDS 2022-23', file: 'ipeds/hd2022-directory.csv, ipeds/ic2022-ay-graduate-charges.csv, ipeds/ic2022-application-fees.csv', licence: 'US federal government data (public domain)', credit: CREDITS.ipeds },
  { name: 'NSF Survey of Graduate Students and Postdocs 2022', file: 'nsf/gss2022-graduate-students-by-institution.csv (with the reviewed crosswalk api/scripts/data/nsf-gss-crosswalk.csv)', licence: 'US federal government data (public domain)', credit: CREDITS.gss },
  { name: 'Canadian graduate stipends 2022', file: 'canada/graduate-stipends-tuition-2022.csv', licence: 'CC0', credit: CREDITS.stipends },
  { name: 'university-domains-list', file: 'directory/us-ca-universities-and-domains.json', licence: 'MIT', credit: CREDITS.directory },
  { name: 'QS World University Rankings', file: 'rankings/qs-2017-2022.csv', licence: 'ranking positions published by QS', credit: 'QS World University Rankings, year as given per record' },
  { name: 'THE World University Rankings', file: 'rankings/timesData.csv', licence: 'ranking positions published by THE', credit: 'THE World University Rankings, year as given per record' },
  { name: 'ARWU', file: 'rankings/shanghaiData.csv', licence: 'ranking positions published by ShanghaiRanking', credit: 'ARWU, year as given per record' },
  { name: 'Bank of Canada exchange rate', file: 'shared/src/domain/currency.ts', licence: 'published rate, cited', credit: 'Bank of Canada, annual average exchange rate 2022 (1 US$ = CA$1.3013)' },
];

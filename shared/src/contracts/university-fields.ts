// The field names of a university record on the wire. Plain arrays with no
// schema code, so the browser's normaliser can read them without TypeBox.

/** Numeric fields: a number, or null when no source gives one. */
export const NUMERIC_FIELDS = [
  'tuitionFees', 'livingExpenses', 'livingExpensesOneYear', 'applicationFeeMasters', 'applicationFeeUndergrad',
  'acceptanceRate', 'mastersAcceptanceRate', 'phdAcceptanceRate',
  'averageGRE', 'greVerbal', 'greQuant', 'greWriting', 'averageGMAT',
  'averageToefl', 'minimumToefl', 'averageIelts', 'minimumIelts', 'averageGpa', 'averageSAT',
  'averageSalary', 'employmentRate', 'employedWithin3Months', 'totalEnrolled', 'graduateStudents',
  'internationalStudentsPercent', 'totalInternationalStudents', 'malePercent', 'femalePercent',
  'usNewsRankYear', 'qsRankYear', 'theRankYear', 'gradAtlasRankYear', 'arwuRankYear',
] as const;

/** Text fields: text, or null when no source gives one. */
export const TEXT_FIELDS = [
  'name', 'city', 'state', 'country', 'slug', 'summary', 'universityType', 'fullAddress', 'website',
  'admissionsEmail', 'admissionsPhone', 'livingExpensesLabel',
  'financialAidLink', 'financialAidDirector', 'financialAidPhone',
  'fellowships', 'teachingAssistantships', 'researchAssistantships',
  'usNewsRank', 'qsRank', 'theRank', 'gradAtlasRank', 'arwuRank',
] as const;

export type NumericField = (typeof NUMERIC_FIELDS)[number];
export type TextField = (typeof TEXT_FIELDS)[number];

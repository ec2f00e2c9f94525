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
  // Added with the IPEDS / NSF sources (api/docs/data.md): the undergraduate
  // tuition beside the graduate one, US$ equivalents of amounts in another
  // currency, and science, engineering and health graduate students (NSF GSS).
  'undergraduateTuitionFees', 'tuitionFeesUsd', 'livingExpensesUsd', 'sehGraduateStudents',
] as const;

/** Text fields: text, or null when no source gives one. */
export const TEXT_FIELDS = [
  'name', 'city', 'state', 'country', 'slug', 'summary', 'universityType', 'fullAddress', 'website',
  'admissionsEmail', 'admissionsPhone', 'livingExpensesLabel',
  'financialAidLink', 'financialAidDirector', 'financialAidPhone',
  'fellowships', 'teachingAssistantships', 'researchAssistantships',
  'usNewsRank', 'qsRank', 'theRank', 'gradAtlasRank', 'arwuRank',
  // Currency of tuitionFees / livingExpenses (USD or CAD), what the tuition figure is,
  // the institution's main phone line, admissions and application pages, Carnegie 2021 class.
  'currency', 'tuitionFeesLabel', 'mainPhone', 'admissionsLink', 'applicationLink', 'researchClass',
] as const;

export type NumericField = (typeof NUMERIC_FIELDS)[number];
export type TextField = (typeof TEXT_FIELDS)[number];

// The chance calculator's contract with the API routes (re-exported by model.ts).

export type TestType = 'GRE' | 'GMAT';
export type LanguageTest = 'TOEFL' | 'IELTS';
export type ChanceCategory = 'safe' | 'moderate' | 'ambitious';
export type ChanceCountry = 'All' | 'USA' | 'Canada';
export type DegreeLevel = 'masters' | 'phd';

export interface ChanceInput {
  testType: TestType | null;
  testScore: number | null;
  languageTest: LanguageTest;
  languageScore: number | null;
  gpa: number | null;
  /** Without it, the mix of GradAtlas users (mostly Master's) is assumed. */
  degreeLevel: DegreeLevel | null;
}

export interface SchoolProfile {
  name: string;
  slug: string;
  country: string;
  graduateStudents: number | null;
  /** First numbers of the QS, THE and ARWU ranks the school has. */
  worldPositions: number[];
  acceptanceRate: number | null; // percent
  averageGRE: number | null;
  averageGMAT: number | null;
  averageToefl: number | null;
  averageIelts: number | null;
  averageGpa: number | null;
}

export interface RequirementPart {
  required: number | null;
  yourScore: number | null;
  weight: number;
}

export interface SpecificAnalysis {
  university: string;
  probability: number;
  /** The likely range of the estimate, percent (80 % of the model's uncertainty). */
  probabilityRange: { low: number; high: number };
  /** Counts only: decisions at this school the model learned from, and whether it has its own adjustment. */
  evidence: { decisions: number; ownAdjustment: boolean };
  category: ChanceCategory;
  acceptanceRate?: number;
  requirements: {
    test: RequirementPart & { type: TestType | null };
    gpa: RequirementPart;
    language: RequirementPart & { type: LanguageTest };
  };
}

/** General lists schools of a country; specific estimates one named school; batch estimates several named schools. */
export type ChanceMode = 'general' | 'specific' | 'batch';

export type ValidationResult =
  | { ok: true; input: ChanceInput; country?: ChanceCountry; universityName?: string; universityNames?: string[] }
  | { ok: false; errors: string[] };

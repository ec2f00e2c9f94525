// The chance calculator's contract with the API routes (re-exported by model.ts).
import type { GpaScale } from './conversions';
import type { SpecificAnalysis as ContractAnalysis } from '@gradatlas/shared/contracts';

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
  /** The scale the student named for the GPA; null: the rule (at most 4 on 4 points, above on 10). */
  gpaScale: GpaScale | null;
  /** Without it, the mix of GradAtlas users (mostly Master's) is assumed. */
  degreeLevel: DegreeLevel | null;
  /** CIP 2020 code of the programme (2, 4 or 6 digits), or null: the estimate is then for no programme in particular. */
  programCode: string | null;
}

export interface SchoolProfile {
  name: string;
  slug: string;
  country: string;
  graduateStudents: number | null;
  /** First numbers of the QS, THE and ARWU ranks the school has. */
  worldPositions: number[];
  acceptanceRate: number | null; // percent
}

// The analysis of one school is the wire contract's type, so the model cannot drift from what the route sends.
export type SpecificAnalysis = ContractAnalysis;
export type RequirementPart = SpecificAnalysis['requirements']['gpa'];

/** General lists schools of a country; specific estimates one named school; batch estimates several named schools. */
export type ChanceMode = 'general' | 'specific' | 'batch';

export type ValidationResult =
  | { ok: true; input: ChanceInput; country?: ChanceCountry; universityName?: string; universityNames?: string[] }
  | { ok: false; errors: string[] };

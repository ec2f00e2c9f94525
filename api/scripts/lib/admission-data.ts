import { join, resolve } from 'node:path';
import { cellNumber, readCsv } from './csv';
import type { ApplicantScores } from '../../src/chances/coefficients';

export interface AdmissionRow extends ApplicantScores {
  chance: number;
}

export const ADMISSION_FILE = 'admissions/graduate-admission-2.csv';

/** The data directory: first CLI argument, else ../shared/data beside the checkout. */
export function dataDirectory(argument: string | undefined): string {
  return resolve(argument ?? join(__dirname, '../../../../shared/data'));
}

/**
 * The 500 applicants of "Graduate Admission 2", keeping only the inputs the
 * product collects (GRE, TOEFL, CGPA out of 10) and the self-reported chance.
 */
export function readAdmissions(dataDir: string): AdmissionRow[] {
  return readCsv(join(dataDir, ADMISSION_FILE)).flatMap((row) => {
    const gre = cellNumber(row['GRE Score']);
    const toefl = cellNumber(row['TOEFL Score']);
    const cgpa = cellNumber(row.CGPA);
    const chance = cellNumber(row['Chance of Admit']);
    if (gre === null || toefl === null || cgpa === null || chance === null) return [];
    return [{ gre, toefl, cgpa, chance }];
  });
}

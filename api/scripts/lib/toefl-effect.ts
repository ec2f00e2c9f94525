import { join } from 'node:path';
import { plainNumber, readCsv } from './csv-rows';
import { leastSquares } from './least-squares';

export const GRADUATE_ADMISSION_2 = 'admissions/graduate-admission-2.csv';

/**
 * TOEFL's effect relative to GRE's, per point, from Graduate Admission 2
 * (the only source with TOEFL): least squares of its "Chance of Admit" on
 * GRE, TOEFL and CGPA, then the TOEFL slope over the GRE slope. Only this
 * ratio is used; the label itself (a self-reported guess) is not a target.
 */
export function toeflPerGreRatio(dataDir: string): { ratio: number; rows: number } {
  const rows = readCsv(join(dataDir, GRADUATE_ADMISSION_2)).flatMap((row) => {
    const values = [row['GRE Score'], row['TOEFL Score'], row.CGPA, row['Chance of Admit']].map(plainNumber);
    return values.every((v) => v !== null) ? [values as number[]] : [];
  });
  const [, gre = 0, toefl = 0] = leastSquares(rows.map(([g, t, c]) => [g!, t!, c!]), rows.map((r) => r[3]!));
  return { ratio: gre > 0 ? Math.max(0, toefl / gre) : 0, rows: rows.length };
}

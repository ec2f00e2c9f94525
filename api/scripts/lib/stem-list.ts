// The DHS STEM Designated Degree Program List (July 2024): which 6-digit CIP
// 2020 codes are on it (the API counts, per family and series, how many of
// the programmes awarded under it are). The list says which degrees' codes
// qualify an F-1 student to apply for the STEM OPT extension; whether one
// does also depends on the school and the student's case, which the product
// says beside it.
import { join } from 'node:path';
import { readCsv } from './csv-rows';

export const STEM_FILE = 'stem/dhs-stem-designated-degree-programs-2024.csv';
/** The July 2024 list has this many codes (SOURCES.md): a file with another count is not the list we describe. */
export const STEM_CODE_COUNT = 466;

const SIX_DIGIT = /^\d{2}\.\d{4}$/;

/** The 6-digit codes on the list; stops on a malformed or repeated code, or another count than the July 2024 list's. */
export function readStemCodes(dataDir: string): Set<string> {
  const codes = new Set<string>();
  for (const row of readCsv(join(dataDir, STEM_FILE))) {
    const code = row.cip_code ?? '';
    if (!SIX_DIGIT.test(code)) throw new Error(`${STEM_FILE}: "${code}" is not a 6-digit CIP code`);
    if (codes.has(code)) throw new Error(`${STEM_FILE}: ${code} is listed twice`);
    codes.add(code);
  }
  if (codes.size !== STEM_CODE_COUNT) throw new Error(`${STEM_FILE}: ${codes.size} codes, expected the ${STEM_CODE_COUNT} of the July 2024 list`);
  return codes;
}

/**
 * The programme codes of CIP 2020: 6-digit codes that are still in use. A row
 * whose action is "Deleted", or "Moved from" (the old place of a programme
 * that CIP 2020 moved, e.g. 01.0309 → 01.1004), names no programme of 2020.
 */
export function readCipProgrammeCodes(dataDir: string): Set<string> {
  const codes = new Set<string>();
  for (const row of readCsv(join(dataDir, 'ipeds', 'cip2020-codes.csv'), { escapeBareQuotes: true })) {
    const code = (row.CIPCode ?? '').trim();
    const action = (row.Action ?? '').trim();
    if (SIX_DIGIT.test(code) && action !== 'Deleted' && action !== 'Moved from') codes.add(code);
  }
  return codes;
}

/** Codes on the list that CIP 2020 does not hold as programmes: the derivation stops on any (a misread list, or another edition of CIP). */
export const stemCodesOutsideCip = (stem: ReadonlySet<string>, programmeCodes: ReadonlySet<string>): string[] => [...stem].filter((code) => !programmeCodes.has(code)).sort();

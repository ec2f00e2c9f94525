// Raw programme names, as GradCafe posters typed them, mapped to CIP 2020
// codes (a family such as "26" or a series such as "11.07"). First the
// reviewed table api/scripts/data/programme-names-cip.csv (the common names,
// each checked against the CIP titles); then, for other names, the keyword
// rules below; else unmapped. The codes are those of the programmes issue.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCsv } from './csv-rows';

export const PROGRAMME_TABLE = join(__dirname, '../data/programme-names-cip.csv');

/** Lower case, punctuation and parentheses read as spaces, single spaces: "Electrical & Computer Eng." → "electrical and computer eng". */
export function programmeKey(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Fallback for names the table lacks, tried in order: the first rule whose
 * words occur in the name gives the code. Narrow subjects come before the
 * families that contain them ("biomedical engineering" before "engineering",
 * "political" before "science").
 */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcomputer science\b|\bcomputing\b/, '11.07'],
  [/\bdata science\b/, '30.70'],
  [/\bcomputer engineering\b/, '14.09'],
  [/\belectrical\b/, '14.10'],
  [/\bmechanical\b/, '14.19'],
  [/\baero|astronautic/, '14.02'],
  [/\bchemical (and \w+ )?engineering\b/, '14.07'],
  [/\bbiomedical engineering\b|\bbioengineering\b/, '14.05'],
  [/\bcivil\b/, '14.08'],
  [/\bmaterials\b/, '14.18'],
  [/\bindustrial (and \w+ )?engineering\b/, '14.35'],
  [/\bengineering\b/, '14'],
  [/\bstatistic/, '27.05'],
  [/\bmath/, '27.01'],
  [/\beconomic/, '45.06'],
  [/\bpolitic|\bgovernment\b/, '45.10'],
  [/\binternational (relations|affairs|studies)\b/, '45.09'],
  [/\bpublic policy\b/, '44.05'],
  [/\bsocial work\b/, '44.07'],
  [/\bsociolog/, '45.11'],
  [/\banthropolog/, '45.02'],
  [/\bplanning\b/, '04.03'],
  [/\barchitecture\b/, '04.02'],
  [/\bastro/, '40.02'],
  [/\bphysics\b/, '40.08'],
  [/\bchemistry\b/, '40.05'],
  [/\bgeo(logy|science)|\bearth\b/, '40.06'],
  [/\bpublic health\b|\bepidemiolog/, '51.22'],
  [/\bspeech\b|\baudiolog/, '51.02'],
  [/\bnursing\b/, '51.38'],
  [/\bneuro/, '26.15'],
  [/\bpsycholog/, '42'],
  [/\bbio|\bmolecular\b|\bgenetic|\bimmunolog|\bmicrobiolog|\becology\b|\bpharmacolog/, '26'],
  [/\bphilosoph/, '38.01'],
  [/\breligio/, '38.02'],
  [/\bhistory of art\b|\bart history\b/, '50.07'],
  [/\bhistory\b/, '54.01'],
  [/\bcreative writing\b|\bfiction\b|\bpoetry\b/, '23.13'],
  [/\benglish\b/, '23.01'],
  [/\blinguistic|\blanguages?\b|\bliterature/, '16'],
  [/\bmusic/, '50.09'],
  [/\bfinance\b/, '52.08'],
  [/\baccounting\b/, '52.03'],
  [/\bmarketing\b/, '52.14'],
  [/\bbusiness\b|\bmanagement\b|\bmba\b/, '52'],
  [/\beducation/, '13'],
  [/\bcommunication\b/, '09.01'],
  [/\binformation\b/, '11.04'],
];

export type ProgrammeMatch = 'table' | 'rule' | 'unmapped';

export interface ProgrammeNames {
  /** The CIP code of a raw name, and how it was found. */
  codeOf(raw: string): { code: string | null; via: ProgrammeMatch };
}

export function loadProgrammeNames(tableFile = PROGRAMME_TABLE): ProgrammeNames {
  const table = new Map(readCsv(tableFile).map((row) => [programmeKey(row.name ?? ''), row.code ?? '']));
  return {
    codeOf(raw) {
      const key = programmeKey(raw);
      if (!key) return { code: null, via: 'unmapped' };
      const listed = table.get(key);
      if (listed) return { code: listed, via: 'table' };
      const rule = RULES.find(([pattern]) => pattern.test(key));
      return rule ? { code: rule[1], via: 'rule' } : { code: null, via: 'unmapped' };
    },
  };
}

/**
 * Every code of the table and of the rules must be a CIP 2020 code: the fit
 * stops otherwise. (The CIP file has a stray quote in one definition that the
 * strict CSV reader refuses, so the code is read as each row's second field.)
 */
export function checkCodesAgainstCip(dataDir: string, tableFile = PROGRAMME_TABLE): void {
  const text = readFileSync(join(dataDir, 'ipeds/cip2020-codes.csv'), 'utf8');
  const cip = new Set([...text.matchAll(/^"\d\d","(\d\d(?:\.\d{2}(?:\d{2})?)?)"/gm)].map((match) => match[1]));
  const used = [...readCsv(tableFile).map((row) => row.code ?? ''), ...RULES.map(([, code]) => code)];
  const unknown = used.filter((code) => !cip.has(code));
  if (cip.size < 2000 || unknown.length) throw new Error(`programme codes not in CIP 2020: ${[...new Set(unknown)].join(', ')}`);
}

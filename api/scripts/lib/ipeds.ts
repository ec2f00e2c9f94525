// IPEDS 2022-23 facts per UNITID: the directory (address, main phone,
// admissions / application / financial-aid pages, control, Carnegie 2021
// class), full-time graduate tuition and fees, and application fees.
// Rules are stated in api/docs/data.md and tested in api/test/ipeds.test.ts.
import { join } from 'node:path';
import { url } from './candidate';
import { cellNumber, readCsv } from './csv-rows';

export const IPEDS_YEAR = '2022-23';
export const IPEDS_SOURCE = 'IPEDS';

export type IpedsRow = Record<string, string | undefined>;

/** CONTROL (1 public, 2 private non-profit, 3 private for-profit). */
export const CONTROL_TYPES: Record<string, string> = { '1': 'Public', '2': 'Private non-profit', '3': 'Private for-profit' };

/** Carnegie Classification 2021, basic (C21BASIC) codes of four-year and graduate institutions. */
export const CARNEGIE_2021: Record<string, string> = {
  '15': 'R1: very high research activity',
  '16': 'R2: high research activity',
  '17': 'Doctoral/Professional University',
  '18': "Master's: larger programs (M1)",
  '19': "Master's: medium programs (M2)",
  '20': "Master's: small programs (M3)",
  '21': 'Baccalaureate: arts & sciences focus',
  '22': 'Baccalaureate: diverse fields',
  '23': "Baccalaureate/Associate's: mixed",
  '24': 'Special focus: faith-related institution',
  '25': 'Special focus: medical school & center',
  '26': 'Special focus: other health professions school',
  '27': 'Special focus: research institution',
  '28': 'Special focus: engineering & other technology-related school',
  '29': 'Special focus: business & management school',
  '30': 'Special focus: arts, music & design school',
  '31': 'Special focus: law school',
  '32': 'Special focus: other special focus institution',
  '33': 'Tribal college or university',
};

export interface GraduateTuition {
  amount: number;
  /** 'out-of-state' at public institutions; 'all students' where in-state and out-of-state are the same. */
  basis: 'out-of-state' | 'all students';
  imputed: boolean;
}

export interface IpedsFacts {
  fullAddress: string | null;
  mainPhone: string | null;
  admissionsLink: string | null;
  applicationLink: string | null;
  financialAidLink: string | null;
  universityType: string | null;
  researchClass: string | null;
  graduateTuition: GraduateTuition | null;
  applicationFeeGraduate: number | null;
  applicationFeeUndergraduate: number | null;
}

/** "503 Thompson Street, Ann Arbor, MI 48109". */
export function fullAddress(row: IpedsRow): string | null {
  const street = (row.ADDR ?? '').trim();
  const city = (row.CITY ?? '').trim();
  if (!street || !city) return null;
  return `${street}, ${city}, ${[row.STABBR, row.ZIP].filter(Boolean).join(' ')}`.trim();
}

/** GENTELE as dialled in the US: "(734) 764-1817"; an extension kept after "ext."; other lengths as given. */
export function phoneNumber(raw: string | undefined): string | null {
  const all = (raw ?? '').replace(/\D/g, '');
  const digits = all.length === 11 && all.startsWith('1') ? all.slice(1) : all;
  if (digits.length < 10) return null;
  const main = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 10)}`;
  return digits.length > 10 ? `${main} ext. ${digits.slice(10)}` : main;
}

/**
 * Tuition plus required fees for a full-time graduate student, 2022-23.
 * Out-of-state (TUITION7 + FEE7) is what an international student pays at a
 * public institution; at a private one it equals the in-state figure. A fee
 * flagged Z (implied zero) counts as 0; tuition flagged A (not applicable) or
 * missing gives no figure.
 */
export function graduateTuition(row: IpedsRow, control: string | undefined): GraduateTuition | null {
  if (row.XTUIT7 === 'A') return null;
  const tuition = cellNumber(row.TUITION7);
  if (tuition === null) return null;
  const fee = row.XFEE7 === 'Z' ? 0 : (cellNumber(row.FEE7) ?? 0);
  const inState = (cellNumber(row.TUITION6) ?? NaN) + (row.XFEE6 === 'Z' ? 0 : (cellNumber(row.FEE6) ?? 0));
  const amount = tuition + fee;
  return {
    amount,
    basis: control === '1' || inState !== amount ? 'out-of-state' : 'all students',
    imputed: row.XTUIT7 === 'I' || row.XFEE7 === 'I',
  };
}

/** An application fee in USD; a reported zero (or implied zero, Z) is 0, "not applicable" (A) is null. */
export function applicationFee(flag: string | undefined, value: string | undefined): number | null {
  if (flag === 'A') return null;
  if (flag === 'Z') return 0;
  const fee = cellNumber(value);
  return fee !== null && fee >= 0 ? fee : null;
}

export function loadIpeds(dataDir: string): Map<string, IpedsFacts> {
  const charges = new Map(readCsv(join(dataDir, 'ipeds/ic2022-ay-graduate-charges.csv')).map((row) => [row.UNITID ?? '', row]));
  const fees = new Map(readCsv(join(dataDir, 'ipeds/ic2022-application-fees.csv')).map((row) => [row.UNITID ?? '', row]));
  const facts = new Map<string, IpedsFacts>();
  for (const row of readCsv(join(dataDir, 'ipeds/hd2022-directory.csv'))) {
    const id = row.UNITID ?? '';
    const charge = charges.get(id);
    const fee = fees.get(id);
    facts.set(id, {
      fullAddress: fullAddress(row),
      mainPhone: phoneNumber(row.GENTELE),
      admissionsLink: url(row.ADMINURL),
      applicationLink: url(row.APPLURL),
      financialAidLink: url(row.FAIDURL),
      universityType: CONTROL_TYPES[row.CONTROL ?? ''] ?? null,
      researchClass: CARNEGIE_2021[row.C21BASIC ?? ''] ?? null,
      graduateTuition: charge ? graduateTuition(charge, row.CONTROL) : null,
      applicationFeeGraduate: fee ? applicationFee(fee.XAPPFEEG, fee.APPLFEEG) : null,
      applicationFeeUndergraduate: fee ? applicationFee(fee.XAPPFEEU, fee.APPLFEEU) : null,
    });
  }
  return facts;
}

// One university as read from its source files, before rankings are matched
// and the published record is built (university-record.ts).
import type { GssFacts } from './nsf-gss';
import type { IpedsFacts } from './ipeds';

/** Where one value comes from: shown beside the value and kept in the data. */
export interface FieldSource {
  source: string;
  year: string;
  estimated?: boolean;
  note?: string;
}

export interface Candidate {
  name: string;
  /** IPEDS UNITID (USA); null for Canada, which has no IPEDS record. Joins the other IPEDS files. */
  unitid: string | null;
  /** The name under which the record was published before (its old slug still answers). */
  formerName: string | null;
  country: 'USA' | 'Canada';
  /** Currency of the amounts (tuition, living cost) as given by the source. */
  currency: 'USD' | 'CAD';
  city: string | null;
  state: string | null;
  website: string | null;
  financialAidLink: string | null;
  admissionRate: number | null; // 0-1
  sat: number | null;
  /** Graduate tuition and required fees a year (USA: IPEDS 2022-23; Canada: a department example, CAD). */
  tuition: number | null;
  /** What the tuition figure is, shown beside it. */
  tuitionLabel: string | null;
  /** USA: undergraduate out-of-state tuition and fees (College Scorecard), kept as its own row. */
  undergraduateTuition: number | null;
  livingCost: number | null;
  livingLabel: string | null;
  undergraduates: number | null;
  graduateStudents: number | null;
  /** The fall or year of the graduate headcount ("fall 2023"). */
  graduateStudentsYear: string | null;
  internationalShare: number | null; // 0-1, undergraduates
  menShare: number | null;
  womenShare: number | null;
  earnings: { value: number; year: string } | null;
  /** IPEDS 2022-23 directory and charges (USA only). */
  ipeds: IpedsFacts | null;
  /** NSF GSS fall 2022 science, engineering and health graduate students (USA, reviewed crosswalk). */
  gss: GssFacts | null;
  fieldSources: Record<string, FieldSource>;
  sources: string[];
}

/** A web address as given in the sources, with https:// added where the scheme is missing. */
export const url = (raw: string | undefined): string | null => {
  const value = (raw ?? '').trim();
  if (!value || value.toUpperCase() === 'NULL') return null;
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
};

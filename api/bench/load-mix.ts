// The requests of the load benchmark (load.ts): a mix shaped like students'
// use of the site, drawn from the data set it runs on. A few addresses are
// asked for very often (the first page, the best-known universities, short
// prefixes) and most are asked for rarely, so the answer cache meets both.

// The fuzz tests' seeded generator: a run can be repeated.
export { seededRandom } from '../test/helpers/fuzz-requests';

export interface MixRequest {
  path: string;
  signedIn: boolean;
}

export interface MixData {
  /** Slugs and names in the list's order (best ranked first). */
  universities: { slug: string; name: string }[];
}

/** What share of requests each kind takes; they add up to 1. */
export const MIX_SHARES = {
  detail: 0.35,
  list: 0.25,
  suggestions: 0.2,
  search: 0.12,
  compare: 0.08,
} as const;

const COUNTRIES = ['USA', 'Canada'] as const;
const TUITION_BANDS: [number, number | undefined][] = [
  [0, 25000],
  [25001, 35000],
  [35001, 45000],
  [45001, 55000],
  [85001, undefined],
];
/** Programme codes students pick often, with the levels they pick them at. */
const PROGRAMS = ['11', '11.07', '11.0701', '14.09', '14.10', '14.19', '52', '52.02', '26', '40.08', '42', '51.22', '30.70', '27.05', '45.06'];
const LEVELS = [undefined, 'masters', 'doctoral'] as const;

/** An index below `count`, small ones far more likely (Zipf, exponent 1): popularity. */
export function zipfIndex(random: () => number, count: number): number {
  // Inverse of the continuous approximation of the Zipf distribution's CDF.
  const index = Math.floor(Math.exp(random() * Math.log(count + 1))) - 1;
  return Math.min(Math.max(index, 0), count - 1);
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function query(parts: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(parts)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

/** A prefix of a university's name as a student types it: 2 to 8 characters of one of its words. */
function typedPrefix(random: () => number, name: string): string {
  const words = name.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length >= 2);
  const word = words.length > 0 ? pick(random, words) : 'un';
  return word.slice(0, 2 + Math.floor(random() * Math.min(7, word.length - 1)));
}

/** Draws the next request of the mix. */
export function mixDrawer(data: MixData, random: () => number): () => MixRequest {
  const count = data.universities.length;
  const popular = () => data.universities[zipfIndex(random, count)]!;
  const page = () => 1 + zipfIndex(random, 20);
  return () => {
    const signedIn = random() < 0.5;
    const api = signedIn ? '/api' : '/api/public';
    let roll = random();
    if ((roll -= MIX_SHARES.detail) < 0) return { path: `${api}/universities/slug/${popular().slug}`, signedIn };
    if ((roll -= MIX_SHARES.list) < 0) {
      const kind = random();
      const filter: Record<string, string | number | undefined> = {};
      if (kind < 0.35) filter.country = pick(random, COUNTRIES);
      else if (kind < 0.55 && signedIn) [filter.minTuition, filter.maxTuition] = pick(random, TUITION_BANDS);
      else if (kind < 0.8) {
        filter.program = pick(random, PROGRAMS);
        filter.level = pick(random, LEVELS);
      }
      return { path: `${api}/universities?${query({ page: page(), limit: 6, ...filter })}`, signedIn };
    }
    if ((roll -= MIX_SHARES.suggestions) < 0) return { path: `${api}/universities/search?${query({ query: typedPrefix(random, popular().name), limit: 6 })}`, signedIn };
    if ((roll -= MIX_SHARES.search) < 0) {
      return { path: `${api}/universities?${query({ search: typedPrefix(random, popular().name), page: 1 + zipfIndex(random, 3), limit: 6 })}`, signedIn };
    }
    const slugs = Array.from({ length: 2 + Math.floor(random() * 3) }, () => popular().slug);
    return { path: `${api}/universities/compare?${query({ slugs: slugs.join(',') })}`, signedIn };
  };
}

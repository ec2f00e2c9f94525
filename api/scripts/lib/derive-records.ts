// Derives the records of universities.json from the source files: candidates
// from both countries, world rankings matched by name, the GradAtlas composite
// rank and a stable slug for each.
import { slugify } from '../../../shared/src/domain/slug';
import { canadianCandidates } from './canadian-candidates';
import type { Candidate } from './candidate';
import { compositeScore } from './composite-rank';
import { nameVariants } from './names';
import { findRank, loadArwu, loadQs, loadThe, type RankEntry } from './rankings';
import { usCandidates } from './us-candidates';
import { toRecord } from './university-record';

export function deriveRecords(dataDir: string) {
  const qs = loadQs(dataDir);
  const the = loadThe(dataDir);
  const arwu = loadArwu(dataDir);
  const stats = { usScorecard: 0, usHighdeg4: 0, usa: 0, canada: 0, qs: 0, the: 0, arwu: 0, ranked: 0, usLiving: 0, canadaStipend: 0, renamed: 0 };
  const candidates = [...usCandidates(dataDir, stats), ...canadianCandidates(dataDir)];

  // A ranking row is matched only under a name variant that is unique in its country.
  const variantCount = new Map<string, number>();
  for (const c of candidates) {
    for (const v of nameVariants(c.name)) variantCount.set(`${c.country}:${v}`, (variantCount.get(`${c.country}:${v}`) ?? 0) + 1);
  }
  const match = (table: Map<string, RankEntry>, c: Candidate): RankEntry | null => {
    for (const v of nameVariants(c.name)) {
      if (variantCount.get(`${c.country}:${v}`) !== 1) continue;
      const found = findRank(table, v, c.country);
      if (found) return found;
    }
    return null;
  };

  const drafts = candidates.map((c) => {
    const ranks = { qs: match(qs, c), the: match(the, c), arwu: match(arwu, c) };
    stats[c.country === 'USA' ? 'usa' : 'canada'] += 1;
    if (c.country === 'USA' && c.livingCost !== null) stats.usLiving += 1;
    if (c.country === 'Canada' && c.tuition !== null) stats.canadaStipend += 1;
    if (c.formerName) stats.renamed += 1;
    for (const table of ['qs', 'the', 'arwu'] as const) if (ranks[table]) stats[table] += 1;
    const score = compositeScore({
      worldPositions: Object.values(ranks).flatMap((r) => (r ? [r.position] : [])),
      graduateStudents: c.graduateStudents,
      admissionRate: c.admissionRate,
    });
    return { c, ranks, score };
  });

  const ranked = [...drafts].sort((a, b) => b.score - a.score || a.c.name.localeCompare(b.c.name));
  const ownRank = new Map(ranked.map((d, index) => [d, index + 1]));
  stats.ranked = ranked.length;

  const slugs = new Set<string>();
  const uniqueSlug = (c: Candidate): string => {
    const base = slugify(c.name);
    let slug = base;
    if (slugs.has(slug) && c.state) slug = `${base}-${slugify(c.state)}`;
    for (let n = 2; slugs.has(slug); n += 1) slug = `${base}-${n}`;
    slugs.add(slug);
    return slug;
  };

  // Slugs are given in source-file order, as before, so they stay stable where the name does not change.
  const slugOf = new Map(drafts.map((d) => [d, uniqueSlug(d.c)]));
  const records = drafts.map((d) => toRecord(d, ownRank.get(d) ?? null, slugOf.get(d)!));
  // A renamed record keeps answering under the slug of its former name, unless another record now holds it.
  const taken = new Set(records.map((r) => r.slug as string));
  for (const [index, d] of drafts.entries()) {
    const former = d.c.formerName ? slugify(d.c.formerName) : null;
    records[index]!.formerSlugs = former && !taken.has(former) ? [former] : [];
  }
  records.sort((a, b) => String(a.name).localeCompare(String(b.name)));
  return { records, stats };
}

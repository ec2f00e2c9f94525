import { apiClient } from '@gradatlas/shared/api';
import { takeEmbeddedAnswer } from '@gradatlas/shared/embedded-answer';
import type { ProgramAwardsOnPage } from '@gradatlas/shared/contracts';
import { readUniversityPage, type UniversityPage } from '@gradatlas/shared/domain';
import { universitiesPath } from '../../../lib/api-paths';
import { wireFilter, type ListFilters } from './filter-params';
import { PAGE_SIZE } from '../explore-rules';

/** One page, with what each of its universities awarded in the chosen programme (null without a programme filter). */
export interface ExplorePage extends UniversityPage {
  program: ProgramAwardsOnPage | null;
}

/** Query of one list page: page, limit 6, then the one filter object. */
export function listParams(filters: ListFilters, page: number, loggedIn: boolean): Record<string, string | number> {
  return { page, limit: PAGE_SIZE, ...wireFilter(filters, loggedIn) };
}

/** The page's programme awards, or null when the answer has none or they are malformed (an older API); without stemOnly, all programmes count. */
export function readProgramAwards(body: unknown): ProgramAwardsOnPage | null {
  const program = (body as { program?: Partial<ProgramAwardsOnPage> } | null)?.program;
  if (!program || typeof program.code !== 'string' || typeof program.title !== 'string' || typeof program.year !== 'string') return null;
  if (!program.awards || typeof program.awards !== 'object') return null;
  return { code: program.code, title: program.title, year: program.year, level: program.level ?? null, awards: program.awards, stemOnly: program.stemOnly === true };
}

/** The request's path and query as the page sends it: the key of an answer the host's server wrote into the page. */
export function listRequestPath(filters: ListFilters, page: number, loggedIn: boolean): string {
  return `${universitiesPath(loggedIn)}?${new URLSearchParams(listParams(filters, page, loggedIn) as Record<string, string>)}`;
}

const readExplorePage = (body: unknown): ExplorePage => ({ ...readUniversityPage(body), program: readProgramAwards(body) });

/**
 * Page 1 of these filters as the site's server sent it with the page (a
 * guest's first view), read once; undefined when there is none.
 */
export function embeddedFirstPage(filters: ListFilters, loggedIn: boolean): ExplorePage | undefined {
  const body = takeEmbeddedAnswer(listRequestPath(filters, 1, loggedIn));
  return body === undefined ? undefined : readExplorePage(body);
}

/** GET /api/universities (signed in) or /api/public/universities (guest). */
export async function getUniversities(filters: ListFilters, page: number, loggedIn: boolean, signal?: AbortSignal): Promise<ExplorePage> {
  const params = listParams(filters, page, loggedIn);
  return readExplorePage((await apiClient.get<unknown>(universitiesPath(loggedIn), { params, signal })).data);
}

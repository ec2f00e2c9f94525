import { apiClient, httpStatus } from '@gradatlas/shared/api';
import { takeEmbeddedAnswer } from '@gradatlas/shared/embedded-answer';
import type { ProgramOutcomes, UniversityDecisionDates, UniversityProgram } from '@gradatlas/shared/contracts';
import { readUniversity, type University } from '@gradatlas/shared/domain';
import { universitiesPath } from '../../../lib/api-paths';
import { readDecisionDates, readProgramOutcomes } from '../../programs/api/read-after-admission';

export function universityPath(slug: string, loggedIn: boolean): string {
  return universitiesPath(loggedIn, `/slug/${encodeURIComponent(slug)}`);
}

export interface DetailAnswer {
  university: University;
  /** The university's graduate programmes; null: IPEDS has none for it (Canada); undefined: the answer had none (an older API). */
  programs: UniversityProgram[] | null | undefined;
  /** CIP family code → title, for grouping the programmes. */
  programFamilies: Record<string, string>;
  /** Signed in: what US graduates earned and borrowed (null: the Scorecard has nothing here); undefined for a guest. */
  programOutcomes?: ProgramOutcomes | null | undefined;
  /** Signed in: when decisions were posted (null: too few reports anywhere here); undefined for a guest. */
  decisionDates?: UniversityDecisionDates | null | undefined;
}

function readFamilies(body: unknown): Record<string, string> {
  const families = (body as { programFamilies?: unknown } | null)?.programFamilies;
  if (!families || typeof families !== 'object') return {};
  return Object.fromEntries(Object.entries(families).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The programmes of a detail answer, keeping only well-formed rows. */
export function readPrograms(body: unknown): UniversityProgram[] | null | undefined {
  const programs = (body as { programs?: unknown } | null)?.programs;
  if (programs === null) return null;
  if (!Array.isArray(programs)) return undefined;
  return programs.filter(
    (row): row is UniversityProgram =>
      typeof row?.code === 'string' &&
      typeof row.title === 'string' &&
      typeof row.level === 'string' &&
      typeof row.year === 'string' &&
      (row.awards === null || typeof row.awards === 'number') &&
      (row.previousAwards === null || typeof row.previousAwards === 'number'),
  );
}

function readDetailAnswer(body: unknown): DetailAnswer | null {
  const university = readUniversity(body);
  if (!university) return null;
  return {
    university,
    programs: readPrograms(body),
    programFamilies: readFamilies(body),
    programOutcomes: readProgramOutcomes(body),
    decisionDates: readDecisionDates(body),
  };
}

/**
 * The answer the host's server wrote into the page for this request (a
 * guest's first view of the page), read once; undefined when there is none,
 * and the page asks the API.
 */
export function embeddedUniversity(slug: string, loggedIn: boolean): DetailAnswer | undefined {
  const body = takeEmbeddedAnswer(universityPath(slug, loggedIn));
  return body === undefined ? undefined : (readDetailAnswer(body) ?? undefined);
}

/**
 * GET /api/universities/slug/{slug} (or the public one): the university and
 * its programmes, in one request. Resolves null when the university does not
 * exist (404 or an empty answer); throws on other failures.
 */
export async function getUniversity(slug: string, loggedIn: boolean, signal?: AbortSignal): Promise<DetailAnswer | null> {
  try {
    const response = await apiClient.get<unknown>(universityPath(slug, loggedIn), { signal });
    return readDetailAnswer(response.data);
  } catch (error) {
    if (httpStatus(error) === 404) return null;
    throw error;
  }
}

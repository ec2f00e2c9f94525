import { apiClient } from '@gradatlas/shared/api';
import { isJsonObject, readUniversityPage, type University } from '@gradatlas/shared/domain';
import type { ProgramAwardsOnPage } from '@gradatlas/shared/contracts';
import { universitiesPath } from '../../../lib/api-paths';
import type { ChosenProgram } from '../../../lib/chosen-program';
import { readProgramAwards } from '../../explore/api/get-universities';

export interface Comparison {
  /** In the order asked, at most four. */
  universities: University[];
  /** Asked-for slugs that name no university. */
  unknownSlugs: string[];
  /** With a chosen programme: what each university awarded in it. */
  program: ProgramAwardsOnPage | null;
}

/** GET /api/universities/compare (or the public one for guests): the records to compare side by side. */
export async function getComparison(slugs: string[], loggedIn: boolean, signal?: AbortSignal, program?: ChosenProgram | null): Promise<Comparison> {
  const params = { slugs: slugs.join(','), ...(program ? { program: program.code, level: program.level } : {}) };
  const { data } = await apiClient.get<unknown>(universitiesPath(loggedIn, '/compare'), { params, signal });
  if (!isJsonObject(data)) return { universities: [], unknownSlugs: [], program: null };
  const unknownSlugs = Array.isArray(data.unknownSlugs) ? data.unknownSlugs.filter((slug): slug is string => typeof slug === 'string') : [];
  return { universities: readUniversityPage(data.universities).universities, unknownSlugs, program: readProgramAwards(data) };
}

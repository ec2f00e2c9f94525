import { apiClient } from '@gradatlas/shared/api';
import type { ProgramAwardsOnPage } from '@gradatlas/shared/contracts';
import type { ChosenProgram } from '../../../lib/chosen-program';
import { readProgramAwards } from '../../explore/api/get-universities';

/** GET /api/public/programs/awards: what each saved university awarded in the student's programme. */
export async function getProgramAwards(program: ChosenProgram, slugs: string[], signal?: AbortSignal): Promise<ProgramAwardsOnPage | null> {
  const response = await apiClient.get<unknown>('/api/public/programs/awards', {
    params: { program: program.code, level: program.level, slugs: slugs.join(',') },
    signal,
  });
  return readProgramAwards({ program: response.data });
}

import type { University } from '@gradatlas/shared/domain';
import type { DetailAnswer } from '../features/detail/api/get-university';

type DetailMock = jest.MockedFunction<(slug: string, loggedIn: boolean, signal?: AbortSignal) => Promise<DetailAnswer | null>>;

/**
 * Answers of a mocked getUniversity given as the university alone, for the
 * tests that are not about programmes (`programs` undefined: none were sent).
 */
export function detailAnswers(mock: DetailMock) {
  const answers = {
    mockResolvedValueOnce(university: University | null, programs?: DetailAnswer['programs']) {
      mock.mockResolvedValueOnce(university && { university, programs, programFamilies: {} });
      return answers;
    },
    mockRejectedValueOnce(error: unknown) {
      mock.mockRejectedValueOnce(error);
      return answers;
    },
    mockRejectedValue(error: unknown) {
      mock.mockRejectedValue(error);
      return answers;
    },
    mockReset() {
      mock.mockReset();
    },
  };
  return answers;
}

import { apiClient, httpStatus } from '@gradatlas/shared/api';
import { getUniversity } from './get-university';

// httpStatus reads axios errors, which this workspace may not build; the test decides the status instead.
jest.mock('@gradatlas/shared/api', () => ({ ...jest.requireActual('@gradatlas/shared/api'), httpStatus: jest.fn() }));

type GetResult = Awaited<ReturnType<typeof apiClient.get>>;

afterEach(() => jest.restoreAllMocks());

describe('getUniversity', () => {
  it('fetches by slug from the endpoint for the audience', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { university: { name: 'Alpha' } } } as GetResult);
    await getUniversity('alpha', true);
    await getUniversity('alpha', false);
    expect(get).toHaveBeenNthCalledWith(1, '/api/universities/slug/alpha', { signal: undefined });
    expect(get).toHaveBeenNthCalledWith(2, '/api/public/universities/slug/alpha', { signal: undefined });
  });

  it('resolves null on 404 and rethrows other failures', async () => {
    const failure = new Error('request failed');
    jest.spyOn(apiClient, 'get').mockRejectedValue(failure);
    jest.mocked(httpStatus).mockReturnValue(404);
    await expect(getUniversity('nowhere', true)).resolves.toBeNull();

    jest.mocked(httpStatus).mockReturnValue(500);
    await expect(getUniversity('alpha', true)).rejects.toBe(failure);
  });
});

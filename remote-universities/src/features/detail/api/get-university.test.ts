import { apiClient, HttpError } from '@gradatlas/shared/api';
import { getUniversity } from './get-university';

const answered = (status: number) =>
  new HttpError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', { method: 'GET', url: '/api/universities/slug/x' }, { status, data: {} });

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
    jest.spyOn(apiClient, 'get').mockRejectedValueOnce(answered(404));
    await expect(getUniversity('nowhere', true)).resolves.toBeNull();

    const failure = answered(500);
    jest.spyOn(apiClient, 'get').mockRejectedValueOnce(failure);
    await expect(getUniversity('alpha', true)).rejects.toBe(failure);
  });
});

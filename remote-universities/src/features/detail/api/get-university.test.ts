import { apiClient, httpStatus } from '@gradatlas/shared';
import { getUniversity, readUniversity } from './get-university';

// httpStatus reads axios errors, which this workspace may not build; the test decides the status instead.
jest.mock('@gradatlas/shared', () => ({ ...jest.requireActual('@gradatlas/shared'), httpStatus: jest.fn() }));

type GetResult = Awaited<ReturnType<typeof apiClient.get>>;

afterEach(() => jest.restoreAllMocks());

describe('readUniversity', () => {
  it('reads { university } or the record itself', () => {
    expect(readUniversity({ university: { name: 'Alpha', qsRank: '12', qsRankYear: 2024 } })).toMatchObject({
      name: 'Alpha',
      qsRank: '12',
      qsRankYear: 2024,
    });
    expect(readUniversity({ name: 'Beta' })?.slug).toBe('beta');
  });

  it('treats an empty or nameless answer as no data', () => {
    expect(readUniversity({})).toBeNull();
    expect(readUniversity({ university: null })).toBeNull();
    expect(readUniversity({ city: 'Somewhere' })).toBeNull();
    expect(readUniversity([])).toBeNull();
  });
});

describe('getUniversity', () => {
  it('fetches by slug from the endpoint for the audience', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { university: { name: 'Alpha' } } } as GetResult);
    await getUniversity('alpha', true);
    await getUniversity('alpha', false);
    expect(get).toHaveBeenNthCalledWith(1, '/api/universities/slug/alpha');
    expect(get).toHaveBeenNthCalledWith(2, '/api/public/universities/slug/alpha');
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

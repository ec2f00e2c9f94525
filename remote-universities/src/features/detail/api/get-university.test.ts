import { fakeApi, ok, restoreApi } from '@gradatlas/shared/api-testing';
import { getUniversity } from './get-university';

afterEach(restoreApi);

describe('getUniversity', () => {
  it('fetches by slug from the endpoint for the audience', async () => {
    const api = fakeApi({
      '/api/universities/slug/alpha': () => ok({ university: { name: 'Alpha' } }),
      '/api/public/universities/slug/alpha': () => ok({ university: { name: 'Alpha' } }),
    });
    await getUniversity('alpha', true);
    await getUniversity('alpha', false);
    expect(api.calls.map((call) => call.url)).toEqual(['/api/universities/slug/alpha', '/api/public/universities/slug/alpha']);
  });

  it('resolves null on 404 and rethrows other failures', async () => {
    fakeApi({ '/api/universities/slug/alpha': () => ({ status: 500, data: { success: false, message: 'down' } }) });
    await expect(getUniversity('nowhere', true)).resolves.toBeNull();
    await expect(getUniversity('alpha', true)).rejects.toMatchObject({ response: { status: 500 } });
  });
});

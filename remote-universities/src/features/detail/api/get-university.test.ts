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

describe('the programmes of a detail answer', () => {
  it('come with the university in the same answer; null means IPEDS has none, a missing field an older API', async () => {
    const program = { code: '11.0701', title: 'Computer Science', level: 'masters', awards: 383, year: '2022-23', previousAwards: 334 };
    fakeApi({
      '/api/public/universities/slug/alpha': () => ok({ university: { name: 'Alpha' }, programs: [program, { code: 11 }] }),
      '/api/public/universities/slug/maple': () => ok({ university: { name: 'Maple' }, programs: null }),
      '/api/public/universities/slug/old': () => ok({ university: { name: 'Old' } }),
    });
    expect((await getUniversity('alpha', false))?.programs).toEqual([program]);
    expect((await getUniversity('maple', false))?.programs).toBeNull();
    expect((await getUniversity('old', false))?.programs).toBeUndefined();
  });
});

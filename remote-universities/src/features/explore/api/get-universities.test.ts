import { apiClient } from '@gradatlas/shared/api';
import { NO_FILTERS, wireFilter } from './filter-params';
import { embeddedFirstPage, getUniversities, listParams, listRequestPath, readProgramAwards } from './get-universities';
import { getSuggestions } from './get-suggestions';

type GetResult = Awaited<ReturnType<typeof apiClient.get>>;
const answer = (data: unknown) => ({ data }) as GetResult;

afterEach(() => jest.restoreAllMocks());

describe('wireFilter', () => {
  it('omits the country for All and sends USA or Canada as given', () => {
    expect(wireFilter(NO_FILTERS, true)).toEqual({});
    expect(wireFilter({ ...NO_FILTERS, country: 'USA' }, false)).toEqual({ country: 'USA' });
    expect(wireFilter({ ...NO_FILTERS, country: 'Canada' }, false)).toEqual({ country: 'Canada' });
  });

  it('sends the tuition band bounds for signed-in users only', () => {
    expect(wireFilter({ ...NO_FILTERS, tuitionBand: 1 }, true)).toEqual({ minTuition: 0, maxTuition: 25000 });
    expect(wireFilter({ ...NO_FILTERS, tuitionBand: 3 }, true)).toEqual({ minTuition: 35001, maxTuition: 45000 });
    expect(wireFilter({ ...NO_FILTERS, tuitionBand: 8 }, true)).toEqual({ minTuition: 85001 });
    expect(wireFilter({ ...NO_FILTERS, tuitionBand: 3 }, false)).toEqual({});
  });

  it('sends the programme with its level, and no level without a programme', () => {
    expect(wireFilter({ ...NO_FILTERS, program: { code: '11', title: 'Computer Science' }, level: 'doctoral' }, false)).toEqual({ program: '11', level: 'doctoral' });
    expect(wireFilter({ ...NO_FILTERS, level: 'doctoral' }, false)).toEqual({});
  });

  it('asks for STEM-listed programmes only with a programme', () => {
    const business = { code: '52', title: 'Business' };
    expect(wireFilter({ ...NO_FILTERS, program: business, stemOnly: true }, false)).toEqual({ program: '52', level: 'masters', stem: 'true' });
    expect(wireFilter({ ...NO_FILTERS, program: business }, false)).toEqual({ program: '52', level: 'masters' });
    expect(wireFilter({ ...NO_FILTERS, stemOnly: true }, false)).toEqual({});
  });
});

describe('readProgramAwards', () => {
  it('says whether the awards count STEM-listed programmes only, and an older answer without the word counts all', () => {
    const answer = { code: '52', title: 'Business', year: '2022-23', level: 'masters', awards: { harvard: 393 } };
    expect(readProgramAwards({ program: { ...answer, stemOnly: true } })?.stemOnly).toBe(true);
    expect(readProgramAwards({ program: answer })?.stemOnly).toBe(false);
    expect(readProgramAwards({ program: { ...answer, stemOnly: 'yes' } })?.stemOnly).toBe(false);
    expect(readProgramAwards({ program: { ...answer, awards: null } })).toBeNull();
  });
});

describe('listParams', () => {
  it('asks for 6 per page and adds the search only when there is one', () => {
    expect(listParams(NO_FILTERS, 1, true)).toEqual({ page: 1, limit: 6 });
    expect(listParams({ ...NO_FILTERS, search: 'tech', country: 'USA', tuitionBand: 2 }, 3, true)).toEqual({
      page: 3,
      limit: 6,
      search: 'tech',
      country: 'USA',
      minTuition: 25001,
      maxTuition: 35000,
    });
  });
});

describe('embeddedFirstPage', () => {
  /** The block the site's server writes at the end of the page (site-server/src/server-pages/render-index-html.ts). */
  function writeAnswerIntoPage(apiPath: string, body: unknown) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.dataset.apiAnswer = apiPath;
    block.textContent = JSON.stringify(body);
    document.body.append(block);
  }
  const HOME_LIST = '/api/public/universities?page=1&limit=6';

  it("keys a guest's first unfiltered page as the page asks for it", () => {
    expect(listRequestPath(NO_FILTERS, 1, false)).toBe(HOME_LIST);
  });

  it("reads the first page the server sent for exactly this list, once; never a student's", () => {
    writeAnswerIntoPage(HOME_LIST, { data: [{ slug: 'page-u', name: 'From the page' }], pagination: { hasNextPage: true } });
    // A filtered list is another request: the page's answer is not for it.
    expect(embeddedFirstPage({ ...NO_FILTERS, country: 'USA' }, false)).toBeUndefined();
    const first = embeddedFirstPage(NO_FILTERS, false);
    expect(first?.universities.map((university) => university.name)).toEqual(['From the page']);
    expect(first?.hasNextPage).toBe(true);
    // Read once: coming back to the list asks the API as before.
    expect(embeddedFirstPage(NO_FILTERS, false)).toBeUndefined();

    // A signed-in student's browser (marked by the host's inline script) asks for its own list.
    writeAnswerIntoPage(HOME_LIST, { data: [{ slug: 'page-u', name: 'From the page' }] });
    document.documentElement.dataset.session = 'member';
    expect(embeddedFirstPage(NO_FILTERS, false)).toBeUndefined();
    delete document.documentElement.dataset.session;
    document.body.replaceChildren();
  });
});

describe('getUniversities', () => {
  it('uses the full endpoint when signed in and the public one for guests', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(answer({ data: [], pagination: { hasNextPage: false } }));

    await getUniversities(NO_FILTERS, 1, true);
    await getUniversities({ ...NO_FILTERS, tuitionBand: 2 }, 2, false);

    expect(get).toHaveBeenNthCalledWith(1, '/api/universities', { params: { page: 1, limit: 6 } });
    expect(get).toHaveBeenNthCalledWith(2, '/api/public/universities', { params: { page: 2, limit: 6 } });
  });

  it('returns the normalised page', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(answer({ data: [{ name: 'Alpha', tuitionFees: '$60,000' }], pagination: { hasNextPage: true } }));
    const page = await getUniversities(NO_FILTERS, 1, true);
    expect(page.hasNextPage).toBe(true);
    expect(page.universities[0]).toMatchObject({ name: 'Alpha', tuitionFees: 60000, category: 'Premium' });
    expect(page.program).toBeNull();
  });

  it("returns what each university on the page awarded in the chosen programme", async () => {
    const program = { code: '11', title: 'Computer and Information Sciences', level: 'masters', year: '2022-23', awards: { alpha: 383 } };
    jest.spyOn(apiClient, 'get').mockResolvedValue(answer({ data: [{ name: 'Alpha', slug: 'alpha' }], pagination: { hasNextPage: false }, program }));
    expect((await getUniversities({ ...NO_FILTERS, program: { code: '11', title: 'Computer Science' } }, 1, false)).program).toEqual({ ...program, stemOnly: false });
  });
});

describe('getSuggestions', () => {
  it('asks the search endpoint for 6 matches with the filters and reads each as a university', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(
      answer({ data: [{ name: 'Boston Tech', city: 'Boston', state: 'MA', country: 'USA', slug: 'boston-tech', tuitionFees: 1 }] }),
    );

    const items = await getSuggestions('bos', { ...NO_FILTERS, search: 'ignored', country: 'USA', tuitionBand: 1 }, true);

    expect(get).toHaveBeenCalledWith('/api/universities/search', {
      params: { query: 'bos', limit: 6, country: 'USA', minTuition: 0, maxTuition: 25000 },
    });
    expect(items).toEqual([expect.objectContaining({ name: 'Boston Tech', city: 'Boston', state: 'MA', country: 'USA', slug: 'boston-tech' })]);
  });

  it('uses the public endpoint for guests, without the tuition filter', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(answer([]));
    await getSuggestions('bos', { ...NO_FILTERS, tuitionBand: 4 }, false);
    expect(get).toHaveBeenCalledWith('/api/public/universities/search', { params: { query: 'bos', limit: 6 } });
  });
});

import { fakeApi, ok, restoreApi, type FakeAnswer } from '@gradatlas/shared/api-testing';
import { createShortlistStore, type ShortlistState } from './shortlist-store';
import { readUserData, saveUserData } from './user-storage';

/** A promise whose answer the test gives later, so requests can be answered in any order. */
function deferred() {
  let answer: (value: FakeAnswer) => void = () => undefined;
  const promise = new Promise<FakeAnswer>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

const listAnswer = (slugs: string[]) => ok({ slugs, universities: [] });

/**
 * A server that keeps the list and writes at once, but whose answers the test
 * holds back: `held[i]` answers the i-th request when the test says so.
 */
function slowServer(initial: string[] = []) {
  const saved = new Set(initial);
  const held: { url: string; release: () => void }[] = [];
  const hold = (url: string, answerOf: () => FakeAnswer) => {
    const answer = answerOf(); // the server has done its work; only the answer travels late
    const wait = deferred();
    held.push({ url, release: () => wait.answer(answer) });
    return wait.promise;
  };
  const verb = (config: { method?: string }) => String(config.method).toUpperCase();
  const toggle = (slug: string) => (_body: unknown, config: { method?: string }) =>
    hold(`${verb(config)} ${slug}`, () => {
      if (verb(config) === 'DELETE') saved.delete(slug);
      else saved.add(slug);
      return listAnswer([...saved]);
    });
  fakeApi({
    '/api/me/shortlist': () => hold('GET', () => listAnswer([...saved])),
    '/api/me/shortlist/alpha': toggle('alpha'),
    '/api/me/shortlist/beta': toggle('beta'),
    '/api/me/shortlist/gamma': (_body, config) =>
      hold(`${verb(config)} gamma`, () => ({ status: 500, data: { success: false, message: 'Database down' } })),
  });
  /** Lets the answer to the request named `url` reach the client. */
  const release = async (url: string) => {
    const index = held.findIndex((entry) => entry.url === url);
    if (index < 0) throw new Error(`no request ${url} is waiting (waiting: ${held.map((h) => h.url).join(', ')})`);
    held.splice(index, 1)[0]?.release();
    await flush();
  };
  return { release, saved };
}

/** Lets every settled promise's callbacks run. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Puts a copy of each student's list in this browser's storage (emptied after every test by the jest setup). */
function keepInBrowser(kept: Record<string, unknown>) {
  for (const [owner, list] of Object.entries(kept)) saveUserData('shortlist', owner, list);
}
const browserCopy = (owner: string) => readUserData('shortlist', owner);

/** A fresh store for one test, started for a signed-in student (with no copy in this browser unless `kept` gives one). */
function storeFor(owner = 'student-1', kept: Record<string, unknown> = {}) {
  keepInBrowser(kept);
  const store = createShortlistStore();
  store.getState().startFor(owner);
  const act = store.getState();
  return { store, load: act.load, setSaved: act.setSaved, slugs: () => store.getState().slugs };
}

describe('the shortlist store, with the server answering late', () => {
  afterEach(restoreApi);

  it('keeps a save made while the list is loading when the load answers after it', async () => {
    const server = slowServer();
    const { load, setSaved, slugs } = storeFor();
    const loading = load();
    await flush();
    const saving = setSaved('alpha', true);
    await flush();
    await server.release('PUT alpha');
    await server.release('GET'); // read before the save: it does not list alpha
    await Promise.all([loading, saving]);
    expect(slugs()).toEqual(['alpha']);
    expect(server.saved.has('alpha')).toBe(true);
  });

  it('keeps both of two quick saves, whatever order the answers come in', async () => {
    const server = slowServer();
    const { store, load, setSaved, slugs } = storeFor();
    const loading = load();
    await flush();
    const first = setSaved('alpha', true);
    const second = setSaved('beta', true);
    await flush();
    expect(slugs()).toEqual(['alpha', 'beta']);
    await server.release('PUT alpha'); // the server's answer to the first PUT lists alpha only
    expect(slugs()).toEqual(expect.arrayContaining(['alpha', 'beta']));
    await server.release('GET');
    expect(slugs()).toEqual(expect.arrayContaining(['alpha', 'beta']));
    await server.release('PUT beta');
    await Promise.all([loading, first, second]);
    expect([...slugs()].sort()).toEqual(['alpha', 'beta']);
    expect(store.getState().status).toBe('ready');
  });

  it('does not let an older answer arriving last undo a newer one', async () => {
    const server = slowServer();
    const { setSaved, slugs } = storeFor();
    const first = setSaved('alpha', true);
    const second = setSaved('beta', true);
    await flush();
    await server.release('PUT beta'); // lists alpha and beta
    await server.release('PUT alpha'); // sent first, lists alpha only
    await Promise.all([first, second]);
    expect([...slugs()].sort()).toEqual(['alpha', 'beta']);
  });

  it('puts back only the change the server refused', async () => {
    const server = slowServer(['beta']);
    const { store, load, setSaved, slugs } = storeFor();
    const loading = load();
    await flush();
    await server.release('GET');
    await loading;
    const good = setSaved('alpha', true);
    const bad = setSaved('gamma', true);
    await flush();
    expect([...slugs()].sort()).toEqual(['alpha', 'beta', 'gamma']);
    await server.release('PUT gamma');
    expect(await bad).toBe(false);
    expect([...slugs()].sort()).toEqual(['alpha', 'beta']);
    expect(store.getState().error).toBe('Database down');
    await server.release('PUT alpha');
    expect(await good).toBe(true);
    expect([...slugs()].sort()).toEqual(['alpha', 'beta']);
  });

  it('lets a later toggle of the same university win over an earlier one', async () => {
    const server = slowServer();
    const { setSaved, slugs } = storeFor();
    const save = setSaved('alpha', true);
    const remove = setSaved('alpha', false);
    await flush();
    expect(slugs()).toEqual([]);
    await server.release('PUT alpha'); // lists alpha: the removal is still travelling
    expect(slugs()).toEqual([]);
    await server.release('DELETE alpha');
    await Promise.all([save, remove]);
    expect(slugs()).toEqual([]);
  });

  it('drops the answers of a list forgotten at logout', async () => {
    const server = slowServer(['beta']);
    const { store, load, setSaved, slugs } = storeFor();
    const loading = load();
    const saving = setSaved('alpha', true);
    await flush();
    store.getState().forget();
    await server.release('PUT alpha');
    await server.release('GET');
    await Promise.all([loading, saving]);
    expect(slugs()).toEqual([]);
    expect(store.getState()).toMatchObject({ status: 'idle', source: 'none', owner: null, travelling: [] });
  });
});

describe("this browser's copy of the list", () => {
  afterEach(restoreApi);

  it('is shown at once at sign-in, marked as not yet confirmed', () => {
    const { store } = storeFor('student-1', { 'student-1': ['alpha', 'beta'], 'student-2': ['gamma'] });
    expect(store.getState()).toMatchObject({ slugs: ['alpha', 'beta'], source: 'browser', status: 'idle' });
  });

  it('is corrected by the server and then holds the server\'s answer', async () => {
    const server = slowServer(['beta', 'gamma']);
    const { store } = storeFor('student-1', { 'student-1': ['alpha'] });
    const loading = store.getState().load();
    await flush();
    await server.release('GET');
    await loading;
    expect(store.getState()).toMatchObject({ slugs: ['beta', 'gamma'], source: 'server', status: 'ready' });
    expect(browserCopy('student-1')).toEqual(['beta', 'gamma']);
  });

  it('is nothing for a student whose list this browser has not seen: the list is unknown', () => {
    const { store } = storeFor('student-2', { 'student-1': ['alpha'] });
    expect(store.getState()).toMatchObject({ slugs: [], source: 'none' });
  });

  it('is read as the server\'s list is: what is not a list is no copy, and what is not a slug is dropped', () => {
    expect(storeFor('student-1', { 'student-1': { alpha: true } }).store.getState()).toMatchObject({ source: 'none', slugs: [] });
    expect(storeFor('student-1', { 'student-1': ['alpha', 7, null] }).store.getState()).toMatchObject({ source: 'browser', slugs: ['alpha'] });
  });

  it("is replaced by the next student's when another student signs in", () => {
    const { store } = storeFor('student-1', { 'student-1': ['alpha'], 'student-2': ['gamma'] });
    store.getState().startFor('student-2');
    expect(store.getState()).toMatchObject({ owner: 'student-2', slugs: ['gamma'], source: 'browser' });
  });

  it('is kept as the server answered, not with a toggle still travelling', async () => {
    const server = slowServer(['beta']);
    const { store } = storeFor();
    const saving = store.getState().setSaved('alpha', true);
    const removing = store.getState().setSaved('beta', false);
    await flush();
    await server.release('PUT alpha'); // the server has alpha and beta: the removal still travels
    expect(browserCopy('student-1')).toEqual(['beta', 'alpha']);
    expect(store.getState().slugs).toEqual(['alpha']);
    await server.release('DELETE beta');
    await Promise.all([saving, removing]);
    expect(browserCopy('student-1')).toEqual(['alpha']);
  });
});

describe('each store on its own', () => {
  afterEach(restoreApi);

  // The store used to keep its request numbers and travelling toggles in the
  // module, so a test's leftovers reached the next test. Each store now holds
  // all of its state: these run the same steps on two stores side by side.
  it('starts empty, whatever another store holds or still waits for', async () => {
    const server = slowServer(['beta']);
    const first = storeFor();
    const leftOver = first.setSaved('gamma', true); // still travelling when the second store starts
    await flush();
    const second = storeFor();
    // Only the one forget() of its own startFor is counted, not the first store's request.
    const fresh: Partial<ShortlistState> = { status: 'idle', source: 'none', slugs: [], known: [], travelling: [], sent: 1, shown: 1 };
    expect(second.store.getState()).toMatchObject(fresh);

    // The first store's travelling toggle is not laid over the second store's list.
    const loading = second.load();
    await flush();
    await server.release('GET');
    await loading;
    expect(second.slugs()).toEqual(['beta']);
    expect(first.slugs()).toEqual(['gamma']);
    await server.release('PUT gamma'); // refused: only the first store puts it back and says so
    expect(await leftOver).toBe(false);
    expect(first.slugs()).toEqual([]);
    expect(first.store.getState().error).toBe('Database down');
    expect(second.store.getState()).toMatchObject({ slugs: ['beta'], error: null });
  });

  it('gives the same result for the same steps, in whichever order the stores run them', async () => {
    const steps = async () => {
      const server = slowServer();
      const { store, setSaved } = storeFor();
      const saving = setSaved('alpha', true);
      await flush();
      await server.release('PUT alpha');
      await saving;
      restoreApi();
      return store.getState();
    };
    const one = await steps();
    const two = await steps();
    expect(two).toMatchObject({ slugs: one.slugs, sent: one.sent, shown: one.shown, source: one.source });
    expect(two.sent).toBe(2); // its own startFor's forget() and its one PUT
  });
});

import { fakeApi, ok, restoreApi, type FakeAnswer } from '@gradatlas/shared/api-testing';
import { useShortlistStore } from './shortlist-store';

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

const slugs = () => useShortlistStore.getState().slugs;

describe('the shortlist store, with the server answering late', () => {
  beforeEach(() => {
    useShortlistStore.setState({ status: 'idle', slugs: [], universities: [], error: null });
  });
  afterEach(restoreApi);

  it('keeps a save made while the list is loading when the load answers after it', async () => {
    const server = slowServer();
    const loading = useShortlistStore.getState().load();
    await flush();
    const saving = useShortlistStore.getState().setSaved('alpha', true);
    await flush();
    await server.release('PUT alpha');
    await server.release('GET'); // read before the save: it does not list alpha
    await Promise.all([loading, saving]);
    expect(slugs()).toEqual(['alpha']);
    expect(server.saved.has('alpha')).toBe(true);
  });

  it('keeps both of two quick saves, whatever order the answers come in', async () => {
    const server = slowServer();
    const loading = useShortlistStore.getState().load();
    await flush();
    const first = useShortlistStore.getState().setSaved('alpha', true);
    const second = useShortlistStore.getState().setSaved('beta', true);
    await flush();
    expect(slugs()).toEqual(['alpha', 'beta']);
    await server.release('PUT alpha'); // the server's answer to the first PUT lists alpha only
    expect(slugs()).toEqual(expect.arrayContaining(['alpha', 'beta']));
    await server.release('GET');
    expect(slugs()).toEqual(expect.arrayContaining(['alpha', 'beta']));
    await server.release('PUT beta');
    await Promise.all([loading, first, second]);
    expect([...slugs()].sort()).toEqual(['alpha', 'beta']);
    expect(useShortlistStore.getState().status).toBe('ready');
  });

  it('does not let an older answer arriving last undo a newer one', async () => {
    const server = slowServer();
    const first = useShortlistStore.getState().setSaved('alpha', true);
    const second = useShortlistStore.getState().setSaved('beta', true);
    await flush();
    await server.release('PUT beta'); // lists alpha and beta
    await server.release('PUT alpha'); // sent first, lists alpha only
    await Promise.all([first, second]);
    expect([...slugs()].sort()).toEqual(['alpha', 'beta']);
  });

  it('puts back only the change the server refused', async () => {
    const server = slowServer(['beta']);
    useShortlistStore.setState({ status: 'ready', slugs: ['beta'] });
    const good = useShortlistStore.getState().setSaved('alpha', true);
    const bad = useShortlistStore.getState().setSaved('gamma', true);
    await flush();
    expect([...slugs()].sort()).toEqual(['alpha', 'beta', 'gamma']);
    await server.release('PUT gamma');
    expect(await bad).toBe(false);
    expect([...slugs()].sort()).toEqual(['alpha', 'beta']);
    expect(useShortlistStore.getState().error).toBe('Database down');
    await server.release('PUT alpha');
    expect(await good).toBe(true);
    expect([...slugs()].sort()).toEqual(['alpha', 'beta']);
  });

  it('lets a later toggle of the same university win over an earlier one', async () => {
    const server = slowServer();
    const save = useShortlistStore.getState().setSaved('alpha', true);
    const remove = useShortlistStore.getState().setSaved('alpha', false);
    await flush();
    expect(slugs()).toEqual([]);
    await server.release('PUT alpha'); // lists alpha: the removal is still travelling
    expect(slugs()).toEqual([]);
    await server.release('DELETE alpha');
    await Promise.all([save, remove]);
    expect(slugs()).toEqual([]);
  });
});

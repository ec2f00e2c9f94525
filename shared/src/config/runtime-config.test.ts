import fs from 'node:fs';
import path from 'node:path';
import { configValidatorCode, GENERATED_VALIDATOR } from '../../build/config-validator-code';
import { LOCAL_PORTS, localRuntimeConfig } from '../../build/site-addresses.cjs';
import { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, loadRuntimeConfig, RuntimeConfigError, setRuntimeConfig } from './runtime-config';

const VALID = {
  apiUrl: 'https://api.gradatlas.test/',
  googleClientId: 'client-1.apps.googleusercontent.com',
  counselingUrl: 'https://book.gradatlas.test/free',
  contactEmail: 'hello@gradatlas.test',
  remotes: {
    universities: 'https://universities.gradatlas.test/mf-manifest.json',
    chances: 'https://chances.gradatlas.test/mf-manifest.json',
    content: 'https://content.gradatlas.test/mf-manifest.json',
  },
};

/** What fetch resolves with: only the parts loadRuntimeConfig reads. */
function answer(status: number, body: string): Promise<Response> {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(body) as unknown } as Response);
}
const json = (value: unknown) => answer(200, JSON.stringify(value));

const production = { production: true };
const development = { production: false };

afterEach(() => setRuntimeConfig({}));

it("keeps the browser's local defaults equal to the one ports module (shared/build/site-addresses.cjs)", () => {
  expect(DEFAULT_RUNTIME_CONFIG).toEqual(localRuntimeConfig(LOCAL_PORTS));
});

it('keeps the committed validator equal to the schema (run npm run generate:config-validator -w shared)', () => {
  expect(fs.readFileSync(path.join(__dirname, '..', '..', GENERATED_VALIDATOR), 'utf8')).toBe(configValidatorCode());
});

describe('in a production build', () => {
  it('uses a valid config.json', async () => {
    const config = await loadRuntimeConfig(json(VALID), production);
    expect(config).toEqual({ ...VALID, apiUrl: 'https://api.gradatlas.test' });
    expect(getRuntimeConfig().remotes.chances).toBe(VALID.remotes.chances);
  });

  it.each([
    ['a missing file', () => answer(404, 'Not found'), 'config.json could not be loaded: the server answered 404'],
    ['a file that is not JSON', () => answer(200, '{ "apiUrl": '), 'config.json is not valid JSON'],
    ['a failed request', () => Promise.reject(new TypeError('Failed to fetch')), 'config.json could not be fetched (Failed to fetch)'],
    ['a file that is not an object', () => json([VALID]), 'config.json is not valid: config.json must be an object'],
  ])('refuses %s, naming the problem', async (_name, request, message) => {
    const error: unknown = await loadRuntimeConfig(request(), production).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RuntimeConfigError);
    expect((error as Error).message).toBe(message);
  });

  it('names every field that is missing or wrong', async () => {
    const { apiUrl: _dropped, ...withoutApi } = VALID;
    const broken = { ...withoutApi, contactEmail: 'nobody', remotes: { ...VALID.remotes, chances: 'localhost:3002/mf-manifest.json', extra: 'x' } };
    const loading = loadRuntimeConfig(json(broken), production);
    await expect(loading).rejects.toThrow(
      'config.json is not valid: apiUrl is missing; contactEmail must be an email address; remotes has an unknown entry "extra"; remotes.chances must be an http(s) address',
    );
  });

  it('does not fall back to the local defaults', async () => {
    setRuntimeConfig({ apiUrl: 'https://before.test' });
    await expect(loadRuntimeConfig(answer(404, ''), production)).rejects.toThrow(RuntimeConfigError);
    expect(getRuntimeConfig().apiUrl).toBe('https://before.test');
  });
});

describe('in a development build', () => {
  it('keeps the local defaults when the file is missing', async () => {
    const config = await loadRuntimeConfig(answer(404, ''), development);
    expect(config.apiUrl).toBe('http://localhost:4000');
    expect(config.remotes.universities).toBe('http://localhost:3001/mf-manifest.json');
  });

  it('fills what a partial file leaves out from the defaults', async () => {
    const config = await loadRuntimeConfig(json({ apiUrl: 'http://localhost:4999' }), development);
    expect(config.apiUrl).toBe('http://localhost:4999');
    expect(config.contactEmail).toBe('hello@gradatlas.example');
  });

  it('is the default outside a production build (jest runs with NODE_ENV=test)', async () => {
    await expect(loadRuntimeConfig(answer(500, ''))).resolves.toMatchObject({ apiUrl: 'http://localhost:4000' });
  });
});

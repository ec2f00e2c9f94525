import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_PORTS, testExtraPort, testPorts } from './site-addresses.cjs';
import { portShift, runtimeConfig, servedRuntimeConfig, siteOrigins, sitePorts } from './site-config.cjs';

describe('the local site, with nothing set', () => {
  it('is served on 3000-3003 with the API on 4000', () => {
    expect(sitePorts({})).toEqual({ host: 3000, 'remote-universities': 3001, 'remote-chances': 3002, 'remote-content': 3003, api: 4000 });
  });

  it('serves a config.json naming those addresses', () => {
    expect(runtimeConfig({})).toEqual({
      apiUrl: 'http://localhost:4000',
      googleClientId: '',
      counselingUrl: 'https://gradatlas.example/book-free-counseling',
      contactEmail: 'hello@gradatlas.example',
      remotes: {
        universities: 'http://localhost:3001/mf-manifest.json',
        chances: 'http://localhost:3002/mf-manifest.json',
        content: 'http://localhost:3003/mf-manifest.json',
      },
    });
  });
});

describe('moved ports', () => {
  const moved = { HOST_PORT: '3300', UNIVERSITIES_PORT: '3301', CHANCES_PORT: '3302', CONTENT_PORT: '3303', API_PORT: '4300' };

  it('move config.json and the origins the site answers to with them', () => {
    const config = runtimeConfig(moved);
    expect(config.apiUrl).toBe('http://localhost:4300');
    expect(config.remotes.content).toBe('http://localhost:3303/mf-manifest.json');
    expect(siteOrigins(moved)).toContain('http://127.0.0.1:3301');
    expect(siteOrigins(moved)).not.toContain('http://localhost:3001');
  });

  it('keep addresses given outright', () => {
    const config = runtimeConfig({ ...moved, API_URL: 'https://api.gradatlas.test', REMOTE_CHANCES_URL: 'https://cdn.gradatlas.test/chances/mf-manifest.json' });
    expect(config.apiUrl).toBe('https://api.gradatlas.test');
    expect(config.remotes.chances).toBe('https://cdn.gradatlas.test/chances/mf-manifest.json');
  });

  it('refuse a port that is not one, naming the variable', () => {
    expect(() => sitePorts({ CHANCES_PORT: '30o2' })).toThrow('CHANCES_PORT must be a port number from 1 to 65535, got "30o2"');
    expect(() => portShift({ E2E_PORT_SHIFT: '-5' })).toThrow('E2E_PORT_SHIFT must be a whole number of ports, got "-5"');
  });
});

describe('the browser tests\' site', () => {
  it('sits 100 ports above the local one, moved by E2E_PORT_SHIFT, its ten extra ports after the host\'s', () => {
    expect(testPorts(0)).toEqual({ host: 3100, 'remote-universities': 3101, 'remote-chances': 3102, 'remote-content': 3103, api: 4100 });
    expect(testPorts(portShift({ E2E_PORT_SHIFT: '300' })).api).toBe(LOCAL_PORTS.api + 400);
    expect([testExtraPort(0, 300), testExtraPort(9, 300)]).toEqual([3410, 3419]);
    expect(() => testExtraPort(10)).toThrow('extra test ports are 0 to 9, got 10');
  });
});

describe('CONFIG_FILE', () => {
  it('is served as it is, mistakes included (the browser names them)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gradatlas-config-')), 'config.json');
    writeFileSync(file, JSON.stringify({ apiUrl: 'not an address' }));
    expect(servedRuntimeConfig({ CONFIG_FILE: file })).toEqual({ apiUrl: 'not an address' });
  });

  it('that cannot be read is an error naming the file', () => {
    expect(() => servedRuntimeConfig({ CONFIG_FILE: '/nonexistent/config.json' })).toThrow(/^CONFIG_FILE=\/nonexistent\/config\.json could not be read as JSON: ENOENT/);
  });
});

// The one client against a real HTTP server on loopback, through axios's own
// browser adapter (jsdom's XMLHttpRequest): what goes on the wire, the base
// URL, the timeout and a cancel, with nothing faked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAxiosError, isCancel } from 'axios';
import { setRuntimeConfig } from '@gradatlas/shared/config';
import { apiClient } from './client';
import { clearTokens } from './token-storage';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  body: string;
}

const seen: Seen[] = [];
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    // The page (http://localhost) and the API are different origins, as on the site.
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    if (request.method === 'OPTIONS') {
      response.end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, contentType: request.headers['content-type'], body });
      response.setHeader('Content-Type', 'application/json');
      if (request.url?.includes('/slow')) {
        // Long after the client stopped waiting, so its timeout or cancel is what ends the call.
        setTimeout(() => response.end('{}'), 1_000);
        return;
      }
      if (request.url?.includes('/full')) {
        response.statusCode = 409;
        response.end(JSON.stringify({ success: false, message: 'Your shortlist is full.' }));
        return;
      }
      response.end(JSON.stringify({ path: request.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  clearTokens();
});

describe('the one API client on the wire', () => {
  it('keeps the path of an API address that has one', async () => {
    setRuntimeConfig({ apiUrl: `${origin}/backend` });
    const { data } = await apiClient.get('/api/universities', { params: { page: 2, search: 'new york', country: undefined } });
    expect(data).toEqual({ path: '/backend/api/universities?page=2&search=new+york' });
  });

  it('sends JSON with a body, and no Content-Type without one (no CORS preflight for a guest GET)', async () => {
    setRuntimeConfig({ apiUrl: origin });
    await apiClient.post('/api/contact/submit', { name: 'Asha' });
    await apiClient.get('/api/public/universities');
    // Header names are case-insensitive: a caller's lower-case one is dropped too.
    await apiClient.get('/api/blogs', { headers: { 'content-type': 'application/json' } });
    expect(seen).toEqual([
      { method: 'POST', url: '/api/contact/submit', contentType: 'application/json', body: '{"name":"Asha"}' },
      { method: 'GET', url: '/api/public/universities', contentType: undefined, body: '' },
      { method: 'GET', url: '/api/blogs', contentType: undefined, body: '' },
    ]);
  });

  it('rejects an error answer with its status and the server message', async () => {
    setRuntimeConfig({ apiUrl: origin });
    const error: unknown = await apiClient.put('/api/shortlist/full', {}).catch((e: unknown) => e);
    expect(isAxiosError(error) && error.response?.status).toBe(409);
    expect(isAxiosError(error) && error.response?.data).toEqual({ success: false, message: 'Your shortlist is full.' });
  });

  it('gives up after the timeout (30 s by default) with a timeout error', async () => {
    setRuntimeConfig({ apiUrl: origin });
    expect(apiClient.defaults.timeout).toBe(30_000);
    const error: unknown = await apiClient.get('/api/slow', { timeout: 200 }).catch((e: unknown) => e);
    expect(isAxiosError(error) && error.code).toBe('ECONNABORTED');
    expect(isAxiosError(error) && error.response).toBeUndefined();
  });

  it('stops a request its caller cancels', async () => {
    setRuntimeConfig({ apiUrl: origin });
    const controller = new AbortController();
    const pending = apiClient.get('/api/slow', { signal: controller.signal }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    expect(isCancel(await pending)).toBe(true);
  });

  it('reports a server that cannot be reached as a network error without an answer', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    setRuntimeConfig({ apiUrl: `http://127.0.0.1:${port}` });
    // jsdom prints the refused connection itself; the assertion below is what matters.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A short timeout: jsdom keeps a refused request's timeout timer running, which would hold Jest open for 30 s.
    const error: unknown = await apiClient.get('/api/health', { timeout: 1_000 }).catch((e: unknown) => e);
    quiet.mockRestore();
    expect(isAxiosError(error) && error.code).toBe('ERR_NETWORK');
    expect(isAxiosError(error) && error.response).toBeUndefined();
  });
});

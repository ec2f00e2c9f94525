import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { ProgramCatalog } from '../src/features/programs/program-catalog';
import { guestText, recordText } from '../src/features/universities/answer-text';
import { readDataset } from '../src/features/universities/dataset';
import type { UniversityRepository } from '../src/features/universities/repository';
import { universityRoutes } from '../src/features/universities/routes';
import { universityBytes } from '../src/features/universities/stored-bytes';
import { HttpError, installErrorHandling } from '../src/plugins/errors';

/**
 * The answer cache's shortcut (cached-answers.ts): a URL answered before is
 * answered from the cache before validation and the handler. It must give
 * the same bytes, never skip the token check, and never remember a URL that
 * was refused.
 */
const university = {
  name: 'Stanford University', slug: 'stanford-university', city: 'Stanford', state: 'CA', country: 'USA',
  tuitionFees: 60000, livingExpenses: 20000, currency: 'USD', tuitionFeesUsd: 60000, livingExpensesUsd: 20000,
  category: 'Premium' as const, summary: 'A university.',
};

const record = readDataset(path.join(__dirname, '..', 'data', 'universities.json'))!.universities[0]!;

describe('answers of URLs answered before', () => {
  let app: FastifyInstance;
  let pages = 0;

  beforeAll(async () => {
    const repository = {
      page: async (column: string) => {
        pages += 1;
        const text = column === 'record' ? recordText(record) : guestText(university);
        return { items: [{ slug: university.slug, bytes: universityBytes(text) }], total: 1 };
      },
    } as unknown as UniversityRepository;
    const authenticate = async (request: FastifyRequest) => {
      if (request.headers.authorization !== 'Bearer good') throw new HttpError(401, 'Authentication required');
      request.userId = 'user-1';
    };
    app = Fastify();
    installErrorHandling(app);
    universityRoutes(app, { universities: repository, programs: ProgramCatalog.empty(), authenticate, answerCacheBytes: 1024 * 1024 });
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    pages = 0;
  });

  it('gives a known URL the same answer without building it again', async () => {
    const first = await app.inject({ url: '/api/public/universities?page=1&limit=6' });
    const again = await app.inject({ url: '/api/public/universities?page=1&limit=6' });
    // The same query written otherwise is the same canonical key: kept once, found by its own URL afterwards.
    const otherSpelling = await app.inject({ url: '/api/public/universities?limit=6' });
    expect(first.statusCode).toBe(200);
    expect([again.body, otherSpelling.body]).toEqual([first.body, first.body]);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(pages).toBe(1);
  });

  it('refuses a refused URL every time: only answered URLs are remembered', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await app.inject({ url: '/api/public/universities?limit=0' });
      expect(response.statusCode).toBe(400);
    }
    expect(pages).toBe(0);
  });

  it('checks the token on every signed-in request, the URL known or not', async () => {
    const url = '/api/universities?page=1&limit=6&country=USA';
    expect((await app.inject({ url, headers: { authorization: 'Bearer good' } })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: { authorization: 'Bearer good' } })).statusCode).toBe(200);
    expect((await app.inject({ url })).statusCode).toBe(401);
    expect((await app.inject({ url, headers: { authorization: 'Bearer bad' } })).statusCode).toBe(401);
    expect(pages).toBe(1);
  });
});

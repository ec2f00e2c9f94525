import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type RateLimits } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { FieldStorageLimits } from '../../src/features/field-data/field-reports';
import { uniqueSchema, type DatabaseTarget } from './databases';
import { TEST_GOOGLE_CLIENT_ID, TestIdentityKeys } from './identity-keys';

export interface TestApp {
  app: FastifyInstance;
  keys: TestIdentityKeys;
  dataDir: string;
  /** Signs in through verify-google-token with a locally signed ID token. */
  signIn(subject?: string): Promise<{ accessToken: string; refreshToken: string; user: { id: string; name: string; email: string } }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  rateLimits?: Partial<RateLimits>;
  fieldStorage?: Partial<FieldStorageLimits>;
}

/**
 * A fresh API on the given database with the real data set, a Google client id
 * (tokens signed by local test keys), and generous limits unless a test lowers them.
 */
export async function createTestApp(target: DatabaseTarget, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-api-test-'));
  const keys = await TestIdentityKeys.create();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
    WEB_ORIGINS: 'http://localhost:3000',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl, DATABASE_SCHEMA: uniqueSchema() } : {}),
    ...options.env,
  });
  const app = await buildApp(config, {
    googleKeys: keys.keySet,
    rateLimits: { signInPerMinute: 1000, contactPerHour: 1000, fieldDataPerMinute: 1000, fieldDataRowsPerDay: 100_000, ...options.rateLimits },
    fieldStorage: options.fieldStorage,
  });
  await app.ready();

  const signIn: TestApp['signIn'] = async (subject = 'google-subject-1') => {
    const token = await keys.signIdToken({ subject });
    const response = await app.inject({ method: 'POST', url: '/api/auth/verify-google-token', payload: { token } });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    return response.json();
  };

  return {
    app,
    keys,
    dataDir,
    signIn,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * One app per suite with a signed-in student: built before the suite's tests
 * and closed after them. `receive` hands the app and the student's headers to
 * the suite's own variables.
 */
export function withSignedInApp(
  target: DatabaseTarget,
  receive: (app: TestApp, auth: Record<string, string>) => void,
  options: TestAppOptions = {},
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(target, options);
    receive(app, bearer((await app.signIn()).accessToken));
  });
  afterAll(() => app?.close());
}

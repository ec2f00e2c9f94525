import net from 'node:net';
import path from 'node:path';
import { DEFAULT_CONTACT_EMAIL, DEFAULT_COUNSELING_URL, LOCAL_PORTS, webAppOrigins } from '@gradatlas/shared/build/site-addresses';
import { DEFAULT_CONTACT_RETENTION_DAYS } from './features/contact/contact-messages';
import { DEFAULT_FIELD_STORAGE } from './features/field-data/field-reports';
import { isLoopbackHostname } from './lib/loopback';

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: string;
  /** Folder for the SQLite file and generated keys. */
  dataDir: string;
  /** PostgreSQL URL; SQLite in dataDir when absent. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (tests give each suite its own). */
  databaseSchema: string | undefined;
  webOrigins: string[];
  contactEmail: string;
  counselingUrl: string;
  /** Google OAuth client id: the audience of Google ID tokens. */
  googleClientId: string | undefined;
  googleIssuers: string[];
  googleJwksUrl: string;
  devIdentity: { enabled: boolean; issuer: string; audience: string };
  /** PKCS#8 PEM of the access-token signing key (Ed25519 or RSA); generated into dataDir when absent. */
  jwtSigningKey: string | undefined;
  tokenIssuer: string;
  tokenAudience: string;
  universitiesFile: string;
  /** The short names students type for a university, added to search (api/scripts/derive-short-names.ts). */
  shortNamesFile: string;
  /** Graduate programmes per university (api/scripts/derive-programs.ts). */
  programsFile: string;
  exchangeRatesFile: string;
  blogDir: string;
  logLevel: string;
  /** Addresses or CIDR ranges of the load balancers whose X-Forwarded-For is believed; false: none. */
  trustProxy: false | string[];
  /** Bytes of serialised university answers kept in memory; 0 turns the cache off. */
  answerCacheBytes: number;
  /** Per client (an IPv4 address or an IPv6 /64, lib/client-key.ts): sign-in attempts a minute, contact messages an hour, field-data beacons a minute. */
  rateLimits: { signInPerMinute: number; contactPerHour: number; fieldDataPerMinute: number; fieldDataRowsPerDay: number };
  /** Field data (Web Vitals, failures) kept: rows per table and days. */
  fieldData: { maxRows: number; retentionDays: number };
  /** Days a contact message is kept (idempotency keys: a day). */
  contactRetentionDays: number;
}

type Env = Record<string, string | undefined>;

const API_ROOT = path.resolve(__dirname, '..');

/** The local site's pages (site-addresses.cjs, the one place the local ports are written). */
export const DEFAULT_WEB_ORIGINS = webAppOrigins(LOCAL_PORTS);
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** 32 MiB: every distinct first page and detail of the data set fits many times over. */
export const DEFAULT_ANSWER_CACHE_BYTES = 32 * 1024 * 1024;
export const DEV_IDENTITY_AUDIENCE = 'gradatlas-local-dev';

const list = (value: string | undefined): string[] | undefined => {
  const items = value?.split(',').map((item) => item.trim()).filter(Boolean);
  return items && items.length > 0 ? items : undefined;
};

function flag(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  return parsed;
}

/** An IPv4 or IPv6 address, optionally with a /prefix (CIDR). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY names the load balancers (addresses or CIDR ranges). "true"
 * would trust every hop, so any client could write its own address into
 * X-Forwarded-For and escape every per-client limit: it is refused.
 */
function trustedProxies(value: string | undefined): false | string[] {
  const entries = list(value);
  if (!entries || (entries.length === 1 && /^(0|false|no|off)$/i.test(entries[0] ?? ''))) return false;
  if (entries.some((entry) => /^(1|true|yes|on)$/i.test(entry))) {
    throw new Error(
      'TRUST_PROXY=true would trust X-Forwarded-For from every client, letting anyone choose the address the rate limits count; list the load balancers\' addresses or CIDR ranges instead (e.g. TRUST_PROXY=10.0.0.0/8)',
    );
  }
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) throw new Error(`TRUST_PROXY must list IP addresses or CIDR ranges, got "${invalid.join('", "')}"`);
  return entries;
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return LOCAL_PORTS.api;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return parsed;
}

/** Reads the configuration from environment variables (README lists each one). */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const listenPort = port(env.PORT);
  const googleClientId = env.GOOGLE_CLIENT_ID?.trim() || undefined;
  const host = env.HOST ?? '127.0.0.1';
  // Only on request: it hands anyone who asks a session of one shared account.
  // `npm start`'s local defaults and the tests ask for it.
  const devIdentity = flag(env.DEV_IDENTITY, 'DEV_IDENTITY') ?? false;
  if (nodeEnv === 'production' && devIdentity) {
    throw new Error('DEV_IDENTITY cannot be enabled when NODE_ENV=production');
  }
  // Only this machine can reach a loopback address.
  if (devIdentity && !isLoopbackHostname(host)) {
    throw new Error(`DEV_IDENTITY gives anyone a session of the demo account, so it only runs on a loopback HOST (127.0.0.1, ::1, localhost), not "${host}"`);
  }
  // The null origin (sandboxed frames, file: pages) is never trusted, even if listed.
  const webOrigins = (list(env.WEB_ORIGINS) ?? DEFAULT_WEB_ORIGINS).filter((origin) => origin !== 'null' && origin !== '*');
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(API_ROOT, '.data'));

  return {
    port: listenPort,
    host,
    nodeEnv,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    webOrigins,
    contactEmail: env.CONTACT_EMAIL ?? DEFAULT_CONTACT_EMAIL,
    counselingUrl: env.COUNSELING_URL ?? DEFAULT_COUNSELING_URL,
    googleClientId,
    googleIssuers: list(env.ID_TOKEN_ISSUERS) ?? GOOGLE_ISSUERS,
    googleJwksUrl: env.GOOGLE_JWKS_URL ?? GOOGLE_JWKS_URL,
    devIdentity: {
      enabled: devIdentity,
      issuer: env.DEV_IDENTITY_ISSUER ?? `http://localhost:${listenPort}/api/dev-identity`,
      audience: DEV_IDENTITY_AUDIENCE,
    },
    jwtSigningKey: env.JWT_SIGNING_KEY || undefined,
    tokenIssuer: env.TOKEN_ISSUER ?? 'urn:gradatlas:api',
    tokenAudience: env.TOKEN_AUDIENCE ?? 'urn:gradatlas:web',
    universitiesFile: path.resolve(env.UNIVERSITIES_FILE ?? path.join(API_ROOT, 'data', 'universities.json')),
    shortNamesFile: path.resolve(env.SHORT_NAMES_FILE ?? path.join(API_ROOT, 'data', 'short-names.json')),
    programsFile: path.resolve(env.PROGRAMS_FILE ?? path.join(API_ROOT, 'data', 'programs.json')),
    exchangeRatesFile: path.resolve(env.EXCHANGE_RATES_FILE ?? path.join(API_ROOT, 'data', 'exchange-rates.json')),
    blogDir: path.resolve(env.BLOG_DIR ?? path.join(API_ROOT, 'content', 'blogs')),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    answerCacheBytes: env.ANSWER_CACHE_BYTES === '0' ? 0 : positiveInteger(env.ANSWER_CACHE_BYTES, 'ANSWER_CACHE_BYTES', DEFAULT_ANSWER_CACHE_BYTES),
    rateLimits: {
      signInPerMinute: positiveInteger(env.SIGN_IN_LIMIT_PER_MINUTE, 'SIGN_IN_LIMIT_PER_MINUTE', 10),
      contactPerHour: positiveInteger(env.CONTACT_LIMIT_PER_HOUR, 'CONTACT_LIMIT_PER_HOUR', 5),
      // A page view sends one beacon when hidden, more if the visitor comes back to it.
      fieldDataPerMinute: positiveInteger(env.FIELD_DATA_LIMIT_PER_MINUTE, 'FIELD_DATA_LIMIT_PER_MINUTE', 60),
      // A page view sends about 5 metrics: 2,000 rows is some 400 page views a day from one address.
      fieldDataRowsPerDay: positiveInteger(env.FIELD_DATA_ROWS_PER_DAY, 'FIELD_DATA_ROWS_PER_DAY', 2000),
    },
    fieldData: {
      maxRows: positiveInteger(env.FIELD_DATA_MAX_ROWS, 'FIELD_DATA_MAX_ROWS', DEFAULT_FIELD_STORAGE.maxRows),
      retentionDays: positiveInteger(env.FIELD_DATA_RETENTION_DAYS, 'FIELD_DATA_RETENTION_DAYS', DEFAULT_FIELD_STORAGE.retentionDays),
    },
    contactRetentionDays: positiveInteger(env.CONTACT_RETENTION_DAYS, 'CONTACT_RETENTION_DAYS', DEFAULT_CONTACT_RETENTION_DAYS),
  };
}

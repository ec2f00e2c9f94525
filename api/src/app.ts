import Fastify, { type FastifyInstance } from 'fastify';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connection';
import { lockSqliteDataDir } from './db/single-process';
import { AccessTokens } from './features/auth/access-tokens';
import { createAuthenticate } from './features/auth/authenticate';
import { RefreshTokens } from './features/auth/refresh-tokens';
import { RevokedSessions } from './features/auth/revoked-sessions';
import { SessionEndListener } from './features/auth/session-end-listener';
import { authRoutes } from './features/auth/routes';
import { UsedIdTokens } from './features/auth/used-id-tokens';
import { UsersRepository } from './features/auth/users-repository';
import { loadBlogPosts } from './features/blogs/blog-store';
import { blogRoutes } from './features/blogs/routes';
import { ProgramAwards } from './features/programs/program-awards';
import { ProgramCatalog } from './features/programs/program-catalog';
import { programRoutes } from './features/programs/routes';
import { chanceRoutes } from './features/chances/routes';
import { SchoolProfiles } from './features/chances/school-profiles';
import { ContactMessages } from './features/contact/contact-messages';
import { startContactPruning } from './features/contact/pruning';
import { contactRoutes } from './features/contact/routes';
import { DEFAULT_FIELD_STORAGE, FieldReports, type FieldStorageLimits } from './features/field-data/field-reports';
import { fieldDataRoutes } from './features/field-data/routes';
import { DevIdentityProvider } from './features/dev-identity/dev-identity';
import { devIdentityRoutes } from './features/dev-identity/routes';
import { exchangeRateRoutes } from './features/exchange-rates/routes';
import { readExchangeRates } from './features/exchange-rates/rates-file';
import { healthRoutes } from './features/health/routes';
import { CurrencyPreferences } from './features/preferences/currency-preferences';
import { preferenceRoutes } from './features/preferences/routes';
import { shortlistRoutes } from './features/shortlist/routes';
import { ShortlistEntries } from './features/shortlist/shortlist-entries';
import { pageRoutes } from './features/pages/routes';
import { storedSources } from './features/universities/load-universities';
import { UniversityRepository } from './features/universities/repository';
import { universityRoutes } from './features/universities/routes';
import type { IdentityProvider } from './lib/identity-provider';
import { clientErrorHandler } from './plugins/client-errors';
import { frameworkErrorHandler, installErrorHandling, MAX_PARAM_LENGTH } from './plugins/errors';
import { rejectNonFiniteNumbers } from './plugins/finite-numbers';
import { registerOpenApi, registerOpenApiRoute } from './plugins/openapi';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { addSecurityHeaders, registerSecurity, SECURITY_HEADERS } from './plugins/security';
import { boundUrlLength } from './plugins/url-length';
import { loadDataSet } from './load-data-set';

export type RateLimits = AppConfig['rateLimits'];

export interface BuildOptions {
  /** Keys for Google ID tokens; tests pass a local key set instead of Google's JWKS. */
  googleKeys?: JWTVerifyGetKey;
  /** Overrides the configured limits (tests). */
  rateLimits?: Partial<RateLimits>;
  /** Overrides how much field data is kept and how often it is pruned (tests). */
  fieldStorage?: Partial<FieldStorageLimits>;
  /** The data set was loaded by the load step (server.ts) before this process started serving. */
  dataLoaded?: boolean;
}

/** JSON bodies are small forms; 64 KiB is far above the longest contact message. */
const BODY_LIMIT_BYTES = 64 * 1024;

async function identityProviders(config: AppConfig, options: BuildOptions, devIdentity: DevIdentityProvider | undefined): Promise<IdentityProvider[]> {
  const providers: IdentityProvider[] = [];
  if (config.googleClientId) {
    providers.push({
      name: 'google',
      issuers: config.googleIssuers,
      audience: config.googleClientId,
      keys: options.googleKeys ?? createRemoteJWKSet(new URL(config.googleJwksUrl)),
    });
  }
  if (devIdentity) providers.push(devIdentity.provider());
  return providers;
}

/**
 * Builds the API: opens and migrates the database, loads the university data
 * set when it changed (unless the load step did, server.ts), and registers every route. `server.ts` only listens;
 * tests call this and use `inject`.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const limits = { ...config.rateLimits, ...options.rateLimits };
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Before the router: a longer address is answered 414 and never routed (plugins/url-length.ts).
    rewriteUrl: boundUrlLength,
    frameworkErrors: frameworkErrorHandler(addSecurityHeaders),
    clientErrorHandler: clientErrorHandler(SECURITY_HEADERS),
    // Query strings arrive as text: coerce "2" to 2 for the schemas, and fill
    // defaults; coercion can make Infinity, which the plugin refuses.
    ajv: {
      customOptions: { coerceTypes: true, useDefaults: true, removeAdditional: true, allErrors: false, allowUnionTypes: true },
      plugins: [rejectNonFiniteNumbers],
    },
  });

  // Every body is JSON; anything else (text/plain included) is a 415, not a parse
  // attempt. One exception: the field-data beacon, in its own scope (field-data/routes.ts).
  app.removeContentTypeParser('text/plain');

  let database: DatabaseHandle | undefined;
  let sessionEnds: SessionEndListener | undefined;
  let contactPruning: { stop(): void } | undefined;
  // Before the database is opened: a second process on one SQLite file stops here (db/single-process.ts).
  const processLock = config.databaseUrl ? undefined : lockSqliteDataDir(config.dataDir);
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema });
    const { db } = database;
    if (!options.dataLoaded) await loadDataSet(db, config, app.log);
    const programs = await ProgramCatalog.stored(db);
    const rates = readExchangeRates(config.exchangeRatesFile);
    if (!rates) app.log.warn({ file: config.exchangeRatesFile }, 'no exchange-rate file: costs are shown in US$ only');

    const accessTokens = await AccessTokens.create({
      dataDir: config.dataDir,
      signingKeyPem: config.jwtSigningKey,
      issuer: config.tokenIssuer,
      audience: config.tokenAudience,
    });
    const devIdentity = config.devIdentity.enabled
      ? await DevIdentityProvider.create(config.dataDir, config.devIdentity.issuer, config.devIdentity.audience)
      : undefined;
    const revokedSessions = new RevokedSessions(db, database.schema);
    if (database.kind === 'postgres' && config.databaseUrl && database.schema) {
      sessionEnds = new SessionEndListener({ databaseUrl: config.databaseUrl, schema: database.schema, sessions: revokedSessions, log: app.log });
      await sessionEnds.start();
    } else {
      // One process: every end is made here, after the ones loaded now.
      await revokedSessions.reload();
    }
    const authenticate = createAuthenticate(accessTokens, revokedSessions);
    const universities = new UniversityRepository(db);
    const awards = new ProgramAwards(db, programs);
    const blogPosts = loadBlogPosts(config.blogDir);

    installErrorHandling(app);
    await registerSecurity(app, config.webOrigins, databaseRateLimitStore(db));
    await registerOpenApi(app);

    healthRoutes(app);
    universityRoutes(app, { universities, programs, awards, authenticate, answerCacheBytes: config.answerCacheBytes });
    programRoutes(app, { programs, awards, authenticate });
    authRoutes(app, {
      providers: await identityProviders(config, options, devIdentity),
      accessTokens,
      refreshTokens: new RefreshTokens(db, revokedSessions),
      users: new UsersRepository(db),
      usedIdTokens: new UsedIdTokens(db),
      authenticate,
      signInPerMinute: limits.signInPerMinute,
    });
    if (devIdentity) devIdentityRoutes(app, { devIdentity });
    blogRoutes(app, { posts: blogPosts });
    const contactMessages = new ContactMessages(db, config.contactRetentionDays);
    contactPruning = await startContactPruning(contactMessages, app.log);
    contactRoutes(app, { messages: contactMessages, perHour: limits.contactPerHour });
    pageRoutes(app, { config, dataSources: await storedSources(db) });
    chanceRoutes(app, { universities, profiles: new SchoolProfiles(db), authenticate, programAwarders: (code, level) => awards.awarding({ code, level }), programTitle: (code) => programs.title(code) });
    shortlistRoutes(app, { entries: new ShortlistEntries(db, database.kind), universities, authenticate });
    exchangeRateRoutes(app, { rates: rates ?? [] });
    preferenceRoutes(app, {
      preferences: new CurrencyPreferences(db),
      offeredCurrencies: new Set(['USD', ...(rates ?? []).map((rate) => rate.currency)]),
      authenticate,
    });
    fieldDataRoutes(app, {
      reports: new FieldReports(db, { ...DEFAULT_FIELD_STORAGE, ...config.fieldData, ...options.fieldStorage }),
      perMinute: limits.fieldDataPerMinute,
      rowsPerClientPerDay: limits.fieldDataRowsPerDay,
      webOrigins: config.webOrigins,
    });
    registerOpenApiRoute(app);
  } catch (error) {
    contactPruning?.stop();
    await sessionEnds?.stop();
    await database?.close();
    processLock?.release();
    throw error;
  }

  const handle = database;
  const listener = sessionEnds;
  const pruning = contactPruning;
  app.addHook('onClose', async () => {
    pruning?.stop();
    await listener?.stop();
    await handle.close();
    processLock?.release();
  });
  return app;
}

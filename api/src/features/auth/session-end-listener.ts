import type { FastifyBaseLogger } from 'fastify';
import { Client, type Notification } from 'pg';
import { SESSION_ENDED_CHANNEL, type RevokedSessions, type SessionEndedNotice } from './revoked-sessions';

export interface SessionEndListenerOptions {
  databaseUrl: string;
  /** The schema in use: notices of other schemas (other deployments on one database) are ignored. */
  schema: string;
  sessions: RevokedSessions;
  log: FastifyBaseLogger;
  /** First wait before reconnecting; it doubles after each failure, up to maxReconnectDelayMs. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
  /** How often the connection is asked `select 1` while idle, and how long an answer may take. */
  pingEveryMs?: number;
  pingTimeoutMs?: number;
}

/**
 * A connection can die without a word (a NAT or firewall drops it, the server's
 * host vanishes): no error, no end, and the process would trust a set that no
 * longer hears anything. So the listener pings: an unanswered ping counts as a
 * lost connection. TCP keepalive is on as well, so the kernel also gives up
 * on a dead peer.
 */
const PING_EVERY_MS = 30_000;
const PING_TIMEOUT_MS = 5_000;
const KEEPALIVE_INITIAL_DELAY_MS = 10_000;
const END_GRACE_MS = 1_000;

/** PostgreSQL's limit on application_name; longer names are cut by the server. */
const APPLICATION_NAME_MAX = 63;

/** The application_name of a listener's connection, so operators (and a test) can find it in pg_stat_activity. */
export const listenerApplicationName = (schema: string): string => `gradatlas-session-ends ${schema}`.slice(0, APPLICATION_NAME_MAX);

function readNotice(payload: string | undefined): SessionEndedNotice | undefined {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<SessionEndedNotice>;
    return typeof notice.schema === 'string' && typeof notice.sessionId === 'string' ? (notice as SessionEndedNotice) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One dedicated PostgreSQL connection (not a pooled client: a pool would hand
 * it back and lose the LISTEN) that hears every session any process ends and
 * adds it to this process's set. After each (re)connect it listens first and
 * then reloads the recent ends, so an end made while it was down is not
 * missed; until both are done the set answers "ask the database". A
 * connection that errs, ends or leaves a ping unanswered is dropped the same
 * way: the set asks the database again and the listener reconnects.
 */
export class SessionEndListener {
  /** The connection being opened or in use; events of any older one are ignored. */
  private client: Client | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private readonly firstDelayMs: number;
  private delayMs: number;

  constructor(private readonly options: SessionEndListenerOptions) {
    this.firstDelayMs = options.reconnectDelayMs ?? 100;
    this.delayMs = this.firstDelayMs;
  }

  /** True while the connection listens and the set has been reloaded since it connected. */
  get listening(): boolean {
    return this.client !== undefined && this.options.sessions.knowsEveryEnd;
  }

  /** Connects once; a failure leaves the process on per-request checks and retries in the background. */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.pingTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const { databaseUrl, schema, sessions, log } = this.options;
    const client = new Client({
      connectionString: databaseUrl,
      application_name: listenerApplicationName(schema),
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
    });
    this.client = client;
    client.on('notification', (message: Notification) => {
      const notice = readNotice(message.payload);
      if (notice?.schema === schema) sessions.add(notice.sessionId);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_ENDED_CHANNEL}`);
      await sessions.reload();
    } catch (error) {
      this.lost(client, error);
      return;
    }
    // The connection may have dropped while reloading: then the set is not complete.
    if (this.client !== client) sessions.markIncomplete();
    else if (this.stopped) await this.stop();
    else {
      this.delayMs = this.firstDelayMs;
      this.schedulePing(client);
      log.debug('listening for ended sessions');
    }
  }

  private schedulePing(client: Client): void {
    this.pingTimer = setTimeout(() => void this.ping(client), this.options.pingEveryMs ?? PING_EVERY_MS);
    this.pingTimer.unref();
  }

  /** `select 1` on the listening connection: no answer in time means it is lost (see PING_EVERY_MS). */
  private async ping(client: Client): Promise<void> {
    if (this.client !== client) return;
    const timeoutMs = this.options.pingTimeoutMs ?? PING_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const query = client.query('select 1');
    // A dead connection may reject the query long after the timeout has decided.
    query.catch(() => undefined);
    try {
      await Promise.race([
        query,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`the connection did not answer a ping within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } catch (error) {
      this.lost(client, error);
      return;
    } finally {
      clearTimeout(timer);
    }
    if (this.client === client && !this.stopped) this.schedulePing(client);
  }

  /** Drops a failed connection, falls back to per-request checks and reconnects after a growing delay. */
  private lost(client: Client, error?: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    clearTimeout(this.pingTimer);
    this.options.sessions.markIncomplete();
    void client.end().catch(() => undefined);
    // end() waits for the server's goodbye, which a dead connection never sends: close the socket shortly after.
    setTimeout(() => client.connection.stream.destroy(), END_GRACE_MS).unref();
    if (this.stopped) return;
    this.options.log.warn({ err: error }, 'session-end listener lost its connection: checking each session in the database until it is back');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.delayMs);
    this.retryTimer.unref();
    this.delayMs = Math.min(this.delayMs * 2, this.options.maxReconnectDelayMs ?? 5_000);
  }
}

import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Each request's logger, made only when the request logs something.
 *
 * Fastify gives every request a pino child bound to its request id, and
 * always passes an options object, which sends pino down its slow path
 * (formatters rebuilt, a new object shaped per request). At the API's usual
 * level (warn) almost no request logs, yet making that child cost about a
 * tenth of the uncached list's time (docs/performance.md, "The API"). This stands in for
 * the child: a message at an enabled level creates the real child, bound to
 * the same id, and goes to it; a disabled level costs a level check. A
 * request with options of its own (a route's log level or serializers) gets
 * its real child at once, since its levels may differ from the parent's.
 */
export function requestLoggerFactory(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  if (Object.keys(options).length > 0) return parent.child(bindings, options);
  return new DeferredChildLogger(parent, bindings);
}

/** What pino's logger offers beyond Fastify's base logger: whether a level writes anything. */
interface LevelAware {
  isLevelEnabled?(level: string): boolean;
}

class DeferredChildLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  /** The real child, made on first need. */
  private realChild(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings);
    return this.made;
  }

  /** Writes through the real child when the level is on (a parent that cannot tell, not pino, is always written through). */
  private write(level: Level, args: unknown[]): void {
    if (this.made === undefined && (this.parent as LevelAware).isLevelEnabled?.(level) === false) return;
    (this.realChild()[level] as (...args: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.realChild().level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.realChild().child(bindings, options);
  }
}

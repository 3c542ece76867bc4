import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";

type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildOptions = Parameters<FastifyBaseLogger["child"]>[1];
type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/**
 * Fastify gives every request a child logger bound to its request id. Pino builds that child
 * eagerly, at a cost measured as a tenth of the API's own CPU per request (npm run bench:api), and
 * the server logs at "warn", so almost every request logs nothing. This one is built when a request
 * first logs at a level that is written, so such a line still carries its request id.
 */
class LazyChildLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #log(level: Level, args: unknown[]): void {
    // Fastify's own lines ("incoming request", "request completed") are info: below "warn" they
    // are dropped here without making the child. Pino says which levels it writes.
    const parent = this.#parent as { isLevelEnabled?: (level: string) => boolean };
    if (this.#child === undefined && parent.isLevelEnabled?.(level) === false) return;
    const logger = this.#logger();
    Reflect.apply(logger[level], logger, args);
  }

  get level(): string {
    return this.#logger().level;
  }
  set level(level: string) {
    this.#logger().level = level;
  }

  fatal(...args: unknown[]) {
    this.#log("fatal", args);
  }
  error(...args: unknown[]) {
    this.#log("error", args);
  }
  warn(...args: unknown[]) {
    this.#log("warn", args);
  }
  info(...args: unknown[]) {
    this.#log("info", args);
  }
  debug(...args: unknown[]) {
    this.#log("debug", args);
  }
  trace(...args: unknown[]) {
    this.#log("trace", args);
  }
  silent(...args: unknown[]) {
    this.#log("silent", args);
  }
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

export const lazyChildLogger: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (logger, bindings, options) =>
  // Pino's method types are overloads a forwarding class cannot restate; Fastify checks at run time
  // that every method a logger needs is there.
  new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;

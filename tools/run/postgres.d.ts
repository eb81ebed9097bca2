export interface PostgresCluster {
  port: number;
  /** Its folder (data, socket, log). */
  dir: string;
  /** The URL of a database of the cluster (`postgres` by default). */
  url(database?: string): string;
  /** Creates a database if missing; resolves to its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (fast shutdown) and removes a folder it made. */
  stop(): Promise<void>;
}

/**
 * The folder of PostgreSQL's binaries (PG_BIN, else Debian's newest) that has `program` (`initdb`
 * by default), or undefined when not installed.
 */
export function postgresBin(
  env?: Record<string, string | undefined>,
  fs?: { existsSync(path: string): boolean; readdirSync(path: string): string[] },
  program?: string,
): string | undefined;

export function startPostgres(options?: {
  port?: number;
  dir?: string;
  /** No fsync (tests only). */
  fast?: boolean;
  log?: 'ignore' | string;
}): Promise<PostgresCluster>;

/** What supervisePostgres needs of a supervisor (tools/run/supervisor.mjs's `supervise()`). */
export interface Services {
  start(
    name: string,
    command: string,
    args: string[],
    options?: Record<string, unknown>,
  ): { name: string; child: { pid?: number }; exits: number };
  ready(
    service: { name: string; exits: number },
    check: string | (() => Promise<boolean>),
    timeoutMs?: number,
  ): Promise<void>;
}

/** The cluster kept in `dir`, run in the foreground by a supervisor, started again when it dies. */
export function supervisePostgres(
  services: Services,
  options?: { dir?: string; port?: number; stage?: number; log?: 'ignore' | string },
): Promise<Omit<PostgresCluster, 'stop'> & { service: { name: string; child: { pid?: number } } }>;

/** Whether a PostgreSQL URL accepts connections now. */
export function acceptsConnections(url: string): Promise<boolean>;

export function waitForPostgres(url: string, timeoutMs?: number): Promise<void>;

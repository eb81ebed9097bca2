import type { SiteConfig } from '@site/site';
import {
  RefusedFiles,
  RefusedServerCode,
  RemoteDeployments,
  type FetchedDeployment,
} from './remote-deployments';
import { NewestBuilds } from './newest-builds';
import { TrustedKeys } from './trusted-keys';

export interface RemoteVersionsOptions {
  remoteTimeoutMs: number;
  /** The folder of trusted public keys, `<remote>.pem` each (remote-deployments.ts). */
  remoteKeys: string | undefined;
  /**
   * Remotes whose build may be older than the newest one run (an operator's rollback); any other
   * remote's older build is refused.
   */
  rollbackAllowed?: readonly string[];
  /** Where the newest build run of each remote is kept across restarts (newest-builds.ts). */
  stateDir?: string | undefined;
  log: (level: 'info' | 'warn' | 'error', message: string, details?: Record<string, unknown>) => void;
}

/** What a check found: the deployment to render of each remote that has one, and those with none. */
export interface RemoteSet {
  remotes: FetchedDeployment[];
  unknownRemotes: string[];
}

/**
 * Which deployment of each remote the server renders with. Each check reads every remote's signed
 * server build and browser manifest from its deployed location (remote-deployments.ts). A remote
 * that stops answering keeps its last known deployment, and so does one whose new deployment
 * cannot be proven: refused code never runs.
 */
export class RemoteVersions {
  private known = new Map<string, FetchedDeployment>();
  /** Remotes whose signed routes are known but whose code is refused (and never was proven). */
  private refused = new Map<string, FetchedDeployment>();
  /**
   * When the build each remote runs was signed, by remote and host (its manifest's URL), kept
   * across restarts: a host cannot bring an older one back. Moving a remote to another host is
   * the site config's choice.
   */
  private newestSigned: NewestBuilds;
  /** The refusal last logged per remote: each is logged once, not at every check. */
  private reported = new Map<string, string>();
  private keys: TrustedKeys;
  private deployments: RemoteDeployments;

  constructor(private readonly options: RemoteVersionsOptions) {
    this.keys = new TrustedKeys(options.remoteKeys, options.log);
    this.newestSigned = new NewestBuilds(options.stateDir, options.log);
    this.deployments = new RemoteDeployments(options.remoteTimeoutMs);
  }

  /** Reads the remotes the site config names (name → location) and says what to render with. */
  async check(locations: SiteConfig['remotes']): Promise<RemoteSet> {
    const keys = this.keys.read();
    const names = Object.keys(locations);
    const results = await Promise.allSettled(
      names.map((name) => this.deployments.fetch(name, locations[name]!, keys.get(name))),
    );
    results.forEach((result, i) => {
      const name = names[i]!;
      const host = `${name} ${locations[name]}`;
      const rollback = result.status === 'fulfilled' && this.rollback(name, host, result.value.signedAt);
      if (rollback) {
        this.report(name, rollback);
      } else if (result.status === 'fulfilled') {
        this.newestSigned.ran(host, result.value.signedAt);
        this.known.set(name, result.value);
        this.refused.delete(name);
        if (this.reported.has(name)) this.report(name, undefined);
      } else if (result.reason instanceof RefusedServerCode) {
        this.report(name, result.reason.message);
        if (!this.known.has(name) && result.reason instanceof RefusedFiles)
          this.refused.set(name, {
            deployment: result.reason.deployment,
            fingerprint: `refused ${result.reason.message}`,
            signedAt: 0,
          });
      } else {
        const message = result.reason instanceof Error ? result.reason.message : String(result.reason);
        this.options.log('warn', `remote ${name} is unreachable`, { error: message });
      }
    });
    for (const map of [this.known, this.refused, this.reported])
      for (const name of map.keys()) if (!names.includes(name)) map.delete(name);
    const remotes = names.flatMap((name) => this.known.get(name) ?? this.refused.get(name) ?? []);
    const unknownRemotes = names.filter((name) => !this.known.has(name) && !this.refused.has(name));
    this.deployments.keepOnly(remotes.map((r) => r.fingerprint));
    return { remotes, unknownRemotes };
  }

  /** Logs a remote's refusal once (and once more when it is proven again). */
  private report(name: string, reason: string | undefined) {
    const before = this.reported.get(name);
    if (reason === before) return;
    if (reason === undefined) {
      this.reported.delete(name);
      this.options.log('info', `remote ${name}: its server code is proven again`);
      return;
    }
    this.reported.set(name, reason);
    this.options.log(
      'error',
      `remote ${name}: its server code is REFUSED and will not run (${reason}). ${
        this.known.has(name)
          ? 'The server keeps rendering its last proven deployment.'
          : 'Its areas show their failure message until a signed build is deployed.'
      }`,
      { remote: name, keysFolder: this.options.remoteKeys },
    );
  }

  /**
   * Why a build signed before the one the server last ran of its remote is refused, or false:
   * whoever can write to a remote's host could otherwise bring back an older, perhaps vulnerable,
   * signed build. A team that rolls back signs the older build again; an operator may allow it
   * (REMOTE_ROLLBACK). Kept in SITE_STATE_DIR: a restarted server refuses it still.
   */
  private rollback(name: string, host: string, signedAt: number): string | false {
    const newest = this.newestSigned.get(host);
    if (newest === undefined || signedAt >= newest || this.options.rollbackAllowed?.includes(name))
      return false;
    const at = (ms: number) => new Date(ms).toISOString();
    return `its build was signed at ${at(signedAt)}, before the build it replaces (signed at ${at(newest)}): an older build is not run again unless REMOTE_ROLLBACK names "${name}"`;
  }
}

import { Counter, type Registry } from 'prom-client';
import type { ThrottleReason } from '../auth/throttle';

/** What a sign-in's audit entry says (staff/audit-repository.ts `AuditInput`), as far as counting goes. */
interface AuditedAction {
  action: string;
  detail?: string | null;
}

interface Audit {
  record(entry: AuditedAction): Promise<void>;
  /** An entry counted into its bucket's one row (throttled attempts: one row a name an hour). */
  count(entry: AuditedAction, bucket: string): Promise<void>;
}

/**
 * `staff_sign_in_failures_total{step}` and `staff_sign_in_throttled_total{reason}`, counted from the
 * audit entries the sign-in routes record where they decide (a wrong password or name, a wrong
 * code; an attempt the throttle turned away, with its reason: account-delay, account-locked,
 * address-locked). Returns `audit` wrapped: the routes stay as they are, and every decision they
 * audit is counted.
 */
export function countSignIns<A extends Audit>(audit: A, registry: Registry): A {
  const failures = new Counter({
    name: 'staff_sign_in_failures_total',
    help: 'Staff sign-in steps refused: a wrong password or unknown name (password), a wrong code (totp).',
    labelNames: ['step'] as const,
    registers: [registry],
  });
  const throttled = new Counter({
    name: 'staff_sign_in_throttled_total',
    help: 'Staff sign-ins turned away by the failure throttle, by reason (a delay, or a lock of the name or the address).',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  // Both steps' series exist from the start, so that a rate over them is 0 rather than absent.
  for (const step of ['password', 'totp']) failures.inc({ step }, 0);
  for (const reason of ['account-delay', 'account-locked', 'address-locked']) throttled.inc({ reason }, 0);

  const observe = (entry: AuditedAction) => {
    if (entry.action === 'sign-in-failed') failures.inc({ step: 'password' });
    else if (entry.action === 'totp-failed') failures.inc({ step: 'totp' });
    else if (entry.action === 'sign-in-throttled') throttled.inc({ reason: entry.detail ?? 'unknown' });
  };
  const counting = Object.create(audit) as A;
  counting.record = (entry) => {
    observe(entry);
    return audit.record(entry);
  };
  // Every throttled attempt is counted here, though the audit log keeps one row a bucket.
  counting.count = (entry, bucket) => {
    observe(entry);
    return audit.count(entry, bucket);
  };
  return counting;
}

/** What a person's sign-in routes report to the metrics (people/options.ts `signIns`). */
export interface PersonSignInCounts {
  /** A password checked and wrong: at sign-in (an unknown address too), or typed again to delete. */
  failed(): void;
  /** A guess the throttle turned away, with its reason. */
  throttled(reason: ThrottleReason): void;
}

/**
 * `person_sign_in_failures_total` and `person_sign_in_throttled_total{reason}`: the staff's two
 * series for people's accounts, counted by the people's routes where they decide (they keep no
 * audit log of sign-ins to wrap). Series apart rather than a `kind` label on the staff's: the
 * staff's alerts (deploy/prometheus/alerts.yml) stay about the inbox's accounts, where a locked
 * name is news, while a student locking their own name is an ordinary day.
 */
export function countPersonSignIns(registry: Registry): PersonSignInCounts {
  const failures = new Counter({
    name: 'person_sign_in_failures_total',
    help: "People's passwords checked and wrong (an unknown address too; typed again to delete the account).",
    registers: [registry],
  });
  const throttled = new Counter({
    name: 'person_sign_in_throttled_total',
    help: "People's sign-ins turned away by the failure throttle, by reason (a delay, or a lock of the address typed or the client's).",
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  failures.inc(0);
  const reasons: readonly ThrottleReason[] = ['account-delay', 'account-locked', 'address-locked'];
  for (const reason of reasons) throttled.inc({ reason }, 0);
  return {
    failed: () => failures.inc(),
    throttled: (reason) => throttled.inc({ reason }),
  };
}

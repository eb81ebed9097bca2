import { Counter, type Registry } from 'prom-client';

/** What a sign-in's audit entry says (staff/audit-repository.ts `AuditInput`), as far as counting goes. */
interface AuditedAction {
  action: string;
  detail?: string | null;
}

interface Audit {
  record(entry: AuditedAction): Promise<void>;
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

  const counting = Object.create(audit) as A;
  counting.record = (entry) => {
    if (entry.action === 'sign-in-failed') failures.inc({ step: 'password' });
    else if (entry.action === 'totp-failed') failures.inc({ step: 'totp' });
    else if (entry.action === 'sign-in-throttled') throttled.inc({ reason: entry.detail ?? 'unknown' });
    return audit.record(entry);
  };
  return counting;
}

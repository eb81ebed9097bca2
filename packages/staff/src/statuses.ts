import type { LeadKindName } from './kinds';

/**
 * Where a lead stands: New → Contacted → Qualified → Enrolled (an enrollment) or Won (a project
 * request), or Lost. Staff may set any status the kind allows, in any order (a mistake is put
 * right by setting the status again); every change is kept with who made it and when.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'enrolled', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The status every lead starts with. */
export const FIRST_STATUS = 'new' satisfies LeadStatus;

/** The statuses of each kind, in the order staff meet them. */
export const statusesOf: Readonly<Record<LeadKindName, readonly LeadStatus[]>> = {
  project_request: ['new', 'contacted', 'qualified', 'won', 'lost'],
  enrollment: ['new', 'contacted', 'qualified', 'enrolled', 'lost'],
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** Whether staff may set `status` on a lead of `kind` (what the API checks, and the page offers). */
export function isStatusOf(kind: LeadKindName, status: unknown): status is LeadStatus {
  return isLeadStatus(status) && statusesOf[kind].includes(status);
}

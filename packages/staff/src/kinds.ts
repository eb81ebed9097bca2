/** The kinds of lead, as the API names them (its outbox, its logs, the staff tool, the CSV). */
export const LEAD_KINDS = ['project_request', 'enrollment'] as const;
export type LeadKindName = (typeof LEAD_KINDS)[number];

/** A kind in a URL: `…/leads/project-request/12`, on the staff pages and in the staff API. */
export const leadKindSlugs: Readonly<Record<LeadKindName, string>> = {
  project_request: 'project-request',
  enrollment: 'enrollment',
};

export function leadKindOfSlug(slug: string): LeadKindName | undefined {
  return LEAD_KINDS.find((kind) => leadKindSlugs[kind] === slug);
}

export function isLeadKind(value: unknown): value is LeadKindName {
  return typeof value === 'string' && (LEAD_KINDS as readonly string[]).includes(value);
}

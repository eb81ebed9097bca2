import { enrollmentFields, leadPaths, projectRequestFields, type LeadFields } from '@site/leads';

/** What differs between the two kinds of lead; everything else is handled once for both. */
export interface LeadKind<F extends LeadFields = LeadFields> {
  /** Stored in the outbox, printed by the staff tool. */
  name: 'project_request' | 'enrollment';
  /** In logs and mails: "New enrollment: …". */
  title: string;
  path: string;
  /** Its table; the columns are the fields' API names plus language, user_agent and submitted_at. */
  table: string;
  fields: F;
  /** The field named in the mail's subject after the kind, before the sender's name. */
  subjectField: keyof F & string;
}

/** Checks a kind against its own fields (a subject field that is not one fails the type-check). */
function defineKind<F extends LeadFields>({ fields, subjectField, ...rest }: LeadKind<F>): LeadKind {
  return { ...rest, fields, subjectField };
}

export const projectRequestKind = defineKind({
  name: 'project_request',
  title: 'project request',
  path: leadPaths.projectRequest,
  table: 'project_requests',
  fields: projectRequestFields,
  subjectField: 'project_type',
});

export const enrollmentKind = defineKind({
  name: 'enrollment',
  title: 'enrollment',
  path: leadPaths.enrollment,
  table: 'enrollments',
  fields: enrollmentFields,
  subjectField: 'course',
});

export const leadKinds: readonly LeadKind[] = [projectRequestKind, enrollmentKind];
export type LeadKindName = LeadKind['name'];

export function leadKind(name: string): LeadKind | undefined {
  return leadKinds.find((kind) => kind.name === name);
}

/** The longest user agent kept; a longer one is stored cut to this length. */
export const USER_AGENT_MAX_LENGTH = 512;

/** A lead as the API stores it: validated values (null = not given) plus what the server adds. */
export interface StoredLead {
  id: number;
  /** The language of the page the lead came from ('en' or 'ur'). */
  language: string;
  user_agent: string | null;
  submitted_at: string;
  [field: string]: string | number | null;
}

// The requests a person's pages send and the API's answers (paths: api.ts).
import type { Language } from '@site/leads';
import type { LeadKindName } from '@site/staff';
import type { LinkPurpose } from './links';
import type { PersonProfile } from './profile';
import type { ClientStatus, CourseStatus } from './statuses';

/** Create Account (the spec's fields; Confirm Password is the page's to compare). */
export interface SignUpRequest {
  name: string;
  email: string;
  password: string;
  /** The page's language: the mails come in it. */
  language?: Language;
}

/** `/login` and `/student/login`: the same kind of account. */
export interface SignInRequest {
  email: string;
  password: string;
  /** "Keep me signed in": 30 days; otherwise a browser session. */
  keepSignedIn?: boolean;
  language?: Language;
}

export interface PasswordResetRequest {
  email: string;
  language?: Language;
}

/** A link's token, from the fragment of `/login?mode=…#token=…`. */
export interface LinkRequest {
  token: string;
  language?: Language;
}

export interface SetPasswordRequest extends LinkRequest {
  password: string;
}

/** The account is deleted only with its password typed again. */
export interface DeleteAccountRequest {
  password: string;
  language?: Language;
}

/** Accepted: a mail may be on its way. The same answer whether or not the address has an account. */
export interface Sent {
  sent: true;
}

/** The 403 of a right password whose account's address is not confirmed yet. */
export interface NotVerified {
  message: string;
  code: 'not-verified';
}

/** What a reset or invitation link is for, and the account it sets a password for. */
export interface LinkInfo {
  purpose: Exclude<LinkPurpose, 'verify'>;
  email: string;
  name: string;
}

/** One of a person's courses, as staff keep it. */
export interface PersonCourse {
  id: number;
  /** The course's name, as the enrollment form's options name it (`enrollmentCourses`). */
  course: string;
  /** The batch's first day, `YYYY-MM-DD`. */
  batchStart: string;
  /** The day staff enrolled them, `YYYY-MM-DD` (Pakistan time). */
  enrollDate: string;
  progress: number;
  status: CourseStatus;
}

/** A lead the person sent with their verified address, worded for a client. */
export interface SentRequest {
  kind: LeadKindName;
  /** Its id among the leads of its kind (`peopleApi.request`). */
  id: number;
  /** The course or the project type. */
  choice: string;
  sentAt: string;
  status: ClientStatus;
}

/** A lead as its sender typed it: every field by its API name (`@site/leads`' fields), null when left empty. */
export interface SentRequestDetail extends SentRequest {
  values: Record<string, string | null>;
  language: Language;
}

/** The signed-in person: the whole of `/profile`'s data, in one answer. */
export interface PersonMe {
  /** Goes in `X-CSRF-Token` on every change. */
  csrfToken: string;
  /** False until a link mailed to the address was followed: the leads stay hidden until then. */
  emailVerified: boolean;
  /** A 30-day session ("Keep me signed in"), or a browser session. */
  keepSignedIn: boolean;
  /** When the session ends at the latest (ISO 8601). */
  expiresAt: string;
  profile: PersonProfile;
  /** Newest first. */
  courses: PersonCourse[];
  /** Newest first; empty while the address is not verified. */
  requests: SentRequest[];
}

/** Everything stored about a person (`peopleApi.export`). */
export interface PersonExport {
  exportedAt: string;
  account: PersonProfile & {
    emailVerifiedAt: string | null;
    createdAt: string;
    /** How the account was made: Create Account, or by staff from an enrollment. */
    createdBy: 'sign-up' | 'enrollment';
    passwordSetAt: string | null;
    lastSignInAt: string | null;
  };
  sessions: Array<{
    createdAt: string;
    lastSeenAt: string;
    expiresAt: string;
    keepSignedIn: boolean;
    address: string | null;
  }>;
  courses: Array<PersonCourse & { updatedAt: string }>;
  /** Every lead sent with the verified address, as sent. */
  requests: SentRequestDetail[];
  /** The mails sent to the person (their kind and when; links are never kept). */
  mails: Array<{ kind: AccountMailKind; to: string; createdAt: string; sentAt: string | null }>;
}

/** The mails of an account (api's outbox): each in the person's language. */
export const ACCOUNT_MAIL_KINDS = ['verify', 'exists', 'reset', 'invite', 'course-added'] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];

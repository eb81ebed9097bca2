// What a signed-in person reads of themselves: `/profile`'s data in one answer, and the export.
import type { PersonExport, PersonMe, PersonProfile } from '@site/people';
import type { PeopleRepository } from '../repositories/people-repository';
import type { Person } from '../repositories/people-rows';
import { SENT_REQUESTS_SHOWN, type PersonLeadsRepository } from '../repositories/person-leads-repository';
import { pakistanDay, type StudentRepository } from '../repositories/student-repository';
import { csrfTokenFor } from '../auth/origin';
import type { SignedInPerson } from './sessions';

export interface MeSources {
  people: PeopleRepository;
  students: StudentRepository;
  leads: PersonLeadsRepository;
}

export function profileOf(person: Person): PersonProfile {
  return {
    email: person.email,
    name: person.name,
    phone: person.phone,
    location: person.location,
    bio: person.bio,
    joinDate: pakistanDay(person.created_at),
    language: person.language,
  };
}

/**
 * The signed-in person's `/profile`: the profile, the courses staff keep, and the leads sent with
 * the address once it is proven (before, none: a lead's e-mail is what anyone typed).
 */
export async function personMe(signedIn: SignedInPerson, sources: MeSources): Promise<PersonMe> {
  const { person, session, token } = signedIn;
  const verified = person.email_verified_at !== null;
  const [courses, requests] = await Promise.all([
    sources.students.coursesOf(person.id),
    verified ? sources.leads.list(person.email, SENT_REQUESTS_SHOWN) : Promise.resolve([]),
  ]);
  return {
    csrfToken: csrfTokenFor(token),
    emailVerified: verified,
    keepSignedIn: session.kind === 'kept',
    expiresAt: session.expires_at,
    profile: profileOf(person),
    courses: courses.map(({ updatedAt: _updatedAt, ...course }) => course),
    requests,
  };
}

/** Everything stored about the person: the account, sessions, courses, leads (proven address), mails. */
export async function personExport(person: Person, sources: MeSources, now: number): Promise<PersonExport> {
  const verified = person.email_verified_at !== null;
  const [sessions, courses, requests, mails] = await Promise.all([
    sources.people.sessions(person.id),
    sources.students.coursesOf(person.id),
    verified ? sources.leads.all(person.email) : Promise.resolve([]),
    sources.people.mails(person.id),
  ]);
  return {
    exportedAt: new Date(now).toISOString(),
    account: {
      ...profileOf(person),
      emailVerifiedAt: person.email_verified_at,
      createdAt: person.created_at,
      createdBy: person.created_by,
      passwordSetAt: person.password_set_at,
      lastSignInAt: person.last_sign_in_at,
    },
    sessions: sessions.map((session) => ({
      createdAt: session.created_at,
      lastSeenAt: session.last_seen_at,
      expiresAt: session.expires_at,
      keepSignedIn: session.kind === 'kept',
      address: session.address,
    })),
    courses,
    requests,
    mails: mails.map((mail) => ({
      kind: mail.kind,
      to: mail.to_email,
      createdAt: mail.created_at,
      sentAt: mail.sent_at,
    })),
  };
}

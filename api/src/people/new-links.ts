import { LINK_LIFETIME_HOURS, type LinkPurpose } from '@site/people';
import type { Language } from '@site/leads';
import type { AccountMailKind } from '@site/people';
import type { AccountMailSource } from '../mail/account-mail';
import type { NewLink } from '../repositories/people-rows';
import { hashToken, randomToken } from '../auth/tokens';

const LIFETIME_MS = LINK_LIFETIME_HOURS * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/** What a mailed link's mail needs besides the link: its kind and language, the course of an invitation. */
export interface LinkMail {
  kind: AccountMailKind;
  to: string;
  language: Language;
  course?: string;
  batchStart?: string;
}

/**
 * A new one-time link: a random token (the mail or the page gets it; the store keeps its hash),
 * working for LINK_LIFETIME_HOURS, mailed to `mail.to` with its mail, or (without `mail`) shown to
 * staff for WhatsApp, which proves no address.
 */
export function newLink(
  purpose: LinkPurpose,
  now: number,
  mail?: LinkMail,
): { token: string; link: NewLink } {
  const token = randomToken();
  const expires = iso(now + LIFETIME_MS);
  return {
    token,
    link: {
      link: {
        token_hash: hashToken(token),
        purpose,
        sent_to: mail?.to ?? null,
        created_at: iso(now),
        expires_at: expires,
      },
      ...(mail
        ? {
            mail: {
              kind: mail.kind,
              to_email: mail.to,
              language: mail.language,
              link_token: token,
              link_expires_at: expires,
              ...(mail.course ? { course: mail.course } : {}),
              ...(mail.batchStart ? { batch_start: mail.batchStart } : {}),
              created_at: iso(now),
            },
          }
        : {}),
    },
  };
}

/** A new link's mail as the development log composes it (it has no Message-ID yet). */
export function mailSource(link: NewLink, name: string): AccountMailSource | undefined {
  const { mail } = link;
  if (!mail) return undefined;
  return {
    kind: mail.kind,
    to_email: mail.to_email,
    language: mail.language,
    link_token: mail.link_token ?? null,
    course: mail.course ?? null,
    batch_start: mail.batch_start ?? null,
    message_id: '',
    created_at: mail.created_at,
    name,
  };
}

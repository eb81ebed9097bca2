import { siteSettings } from '@site/site';
import type { enCommunity } from '@/messages/en/community';

/** The words of the join e-mail, in the page's language (`community.mail`). */
export type JoinMail = (typeof enCommunity)['mail'];

/**
 * Joining happens by e-mail (the communities have no sign-up system on this site): the message
 * names the community so that the team can send the invitation.
 */
export function joinCommunityMailto(community: string, mail: JoinMail) {
  const subject = mail.subject(community);
  const body = [
    mail.greeting(siteSettings.companyName),
    '',
    mail.request(community),
    '',
    mail.fullName,
    mail.phone,
  ].join('\n');
  return `mailto:${siteSettings.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

import { siteSettings } from '@site/site';

/**
 * Joining happens by e-mail (the communities have no sign-up system on this site): the message
 * names the community so that the team can send the invitation.
 */
export function joinCommunityMailto(community: string) {
  const subject = `Join request: ${community}`;
  const body = [
    `Hello ${siteSettings.companyName},`,
    '',
    `I would like to join the ${community} community.`,
    '',
    'Full name:',
    'Phone (for the group invitation):',
  ].join('\n');
  return `mailto:${siteSettings.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

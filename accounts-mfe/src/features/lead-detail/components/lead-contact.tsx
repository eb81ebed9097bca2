import styled from '@emotion/styled';
import type { LeadDetail } from '@site/staff';
import { ButtonAnchor, Icon, VisuallyHidden } from '@site/ui';
import { useLeadMessages } from '@/messages/en/staff-lead';
import { mailtoHref, telHref, whatsAppHref } from '../lib/contact-links';

// Each button as wide as its label at least, the row wrapping when they do not fit (a narrow
// phone puts E-mail under Call and WhatsApp). A grid of equal cells squeezed a longer label's
// button below its content, and the flex layout took the width from its icon: on a 360 px phone
// WhatsApp's icon was 0 px wide, a dot (issue 43, item 9). The icon never shrinks now.
const Actions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    flex: 1 1 auto;
  }
  a {
    width: 100%;
    padding-inline: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  svg {
    flex: none;
  }
  ${({ theme }) => theme.mq.md} {
    width: auto;
    li {
      flex: none;
    }
    a {
      padding-inline: ${({ theme }) => theme.space[5]};
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
  }
`;

/** One tap to reach the lead: a call, a WhatsApp chat with a greeting in their language, an e-mail. */
export function LeadContact({ lead }: { lead: LeadDetail }) {
  const t = useLeadMessages().actions;
  const whatsApp = whatsAppHref(lead);
  return (
    <Actions aria-label={t.label}>
      {lead.phone && (
        <li>
          <ButtonAnchor href={telHref(lead.phone)}>
            <Icon name="phone" size="1.125rem" />
            {t.call}
          </ButtonAnchor>
        </li>
      )}
      {whatsApp && (
        <li>
          <ButtonAnchor href={whatsApp} target="_blank" rel="noopener noreferrer" variant="accent">
            <Icon name="whatsapp" size="1.125rem" />
            {t.whatsApp}
            <VisuallyHidden> {t.opensApp}</VisuallyHidden>
          </ButtonAnchor>
        </li>
      )}
      <li>
        <ButtonAnchor href={mailtoHref(lead)} variant="secondary">
          <Icon name="mail" size="1.125rem" />
          {t.email}
        </ButtonAnchor>
      </li>
    </Actions>
  );
}

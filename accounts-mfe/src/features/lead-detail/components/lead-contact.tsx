import styled from '@emotion/styled';
import type { LeadDetail } from '@site/staff';
import { ButtonAnchor, Icon, VisuallyHidden } from '@site/ui';
import { useLeadMessages } from '@/messages/en/staff-lead';
import { mailtoHref, telHref, whatsAppHref } from '../lib/contact-links';

const Actions = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  /* Three to a row on a phone: a little tighter than a desktop's buttons. */
  a {
    width: 100%;
    padding-inline: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ${({ theme }) => theme.mq.md} {
    display: flex;
    width: auto;
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

import styled from '@emotion/styled';
import type { EnrollStudentAnswer, StudentRow } from '@site/people';
import { siteSettings } from '@site/site';
import type { LeadDetail } from '@site/staff';
import { Alert, ButtonAnchor, Icon, VisuallyHidden } from '@site/ui';
import { useLeadMessages } from '@/messages/en/staff-lead';
import { useStudentsMessages } from '@/messages/en/staff-students';
import { whatsAppNumber } from '../lib/contact-links';

type Invitation = Extract<EnrollStudentAnswer, { outcome: 'invited' }>['invitation'];

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  .note {
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .link {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.bg.subtle};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
    user-select: all;
  }
  a {
    justify-self: start;
  }
  svg {
    flex: none;
  }
`;

/**
 * An invitation just made: it was mailed to the enrollment's address, and its one-time link is
 * shown this once, with a WhatsApp button that carries it in a greeting in the lead's language
 * (to the lead's number when WhatsApp can use it, else to a chat the staff member picks). A link
 * followed from WhatsApp proves no address: the account's leads stay hidden until a mailed link is.
 */
export function InvitationShare({
  lead,
  student,
  invitation,
}: {
  lead: LeadDetail;
  student: StudentRow;
  invitation: Invitation;
}) {
  const t = useStudentsMessages().enroll;
  const { actions } = useLeadMessages();
  const greeting = useStudentsMessages().invitationGreeting[invitation.language](
    student.name ?? lead.fullName,
    siteSettings.companyName,
    student.course,
    invitation.link,
  );
  const number = lead.phone ? whatsAppNumber(lead.phone) : null;
  return (
    <Box>
      <Alert tone="success">{t.invited}</Alert>
      <p className="note">{t.shareNote}</p>
      <p className="link" dir="ltr">
        {invitation.link}
      </p>
      <ButtonAnchor
        href={`https://wa.me/${number ?? ''}?text=${encodeURIComponent(greeting)}`}
        target="_blank"
        rel="noopener noreferrer"
        variant="accent"
      >
        <Icon name="whatsapp" size="1.125rem" />
        {t.share}
        <VisuallyHidden> {actions.opensApp}</VisuallyHidden>
      </ButtonAnchor>
    </Box>
  );
}

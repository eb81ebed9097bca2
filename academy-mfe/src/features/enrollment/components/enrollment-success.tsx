import styled from '@emotion/styled';
import { paths } from '@site/site';
import { ButtonLink, WhatsAppLink } from '@site/federation';
import { Button, Icon, IconTile } from '@site/ui';
import { useEffect, useRef } from 'react';
import { useEnrollmentMessages } from '@/messages/en/enrollment';
import { useEnrollmentFormMessages } from '@/messages/en/enrollment-form';
import { courseName } from '../data/course-name';
import { Emphasised } from './emphasised';

const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[6]};
  text-align: center;
  scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space[4]});
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  h2:focus {
    outline: none;
  }
  p {
    max-width: 34rem;
    color: ${({ theme }) => theme.colors.fg.muted};
  }
  strong {
    color: ${({ theme }) => theme.colors.fg.default};
  }
`;

/** A second way to reach admissions, quieter than the actions. */
const Chat = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

export interface EnrollmentSuccessProps {
  fullName: string;
  email: string;
  courseLabel: string;
  onEnrollAnother: () => void;
}

/** The screen after a submitted enrollment. Takes focus so screen readers announce it. */
export function EnrollmentSuccess({ fullName, email, courseLabel, onEnrollAnother }: EnrollmentSuccessProps) {
  const t = useEnrollmentMessages();
  const text = useEnrollmentFormMessages();
  const course = courseName(text.words.courses, courseLabel);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    // It replaces a taller form: bring its top, not just the focused heading, out from under the bar.
    panelRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <Panel ref={panelRef}>
      <IconTile icon="check" size="xl" tone="success" radius="full" />
      <h2 ref={headingRef} tabIndex={-1}>
        {text.answers.successTitle}
      </h2>
      {/* After a post without script the page knows the course only (no name or e-mail in URLs). */}
      {fullName && email ? (
        <p>
          <Emphasised text={t.success.thanks} values={{ name: fullName, course, email }} ltr={['email']} />
        </p>
      ) : (
        <p>
          <Emphasised text={t.success.thanksCourseOnly} values={{ course }} />
        </p>
      )}
      <Actions>
        <Button type="button" variant="secondary" onClick={onEnrollAnother}>
          {t.success.enrollAnother}
        </Button>
        <ButtonLink to={paths.home}>
          <Icon name="home" />
          {` ${t.success.backHome}`}
        </ButtonLink>
      </Actions>
      <Chat>
        {t.whatsApp.question}{' '}
        <WhatsAppLink message={t.whatsApp.successMessage(course)}>{t.whatsApp.label}</WhatsAppLink>
      </Chat>
    </Panel>
  );
}

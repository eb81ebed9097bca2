import styled from '@emotion/styled';
import { WhatsAppLink } from '@site/federation';
import { Panel } from '@site/ui';
import { useEnrollmentMessages } from '@/messages/en/enrollment';
import { useEnrollmentFormMessages } from '@/messages/en/enrollment-form';
import { courseName } from '../data/course-name';
import { useEnrollment } from '../hooks/use-enrollment';
import { EnrollmentAside } from './enrollment-aside';
import { EnrollmentForm } from './enrollment-form';
import { EnrollmentSuccess } from './enrollment-success';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1.75fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/** Narrower sides on phones leave the fields more of the screen's width. */
const FormCard = styled(Panel)`
  padding-inline: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.mq.md} {
    padding-inline: ${({ theme }) => theme.space[8]};
  }
  > h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  > p {
    margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[6]};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

/** Admissions on WhatsApp, beside the form: a quiet line under it, not a second button. */
const Chat = styled.p`
  margin-top: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.fg.muted};
`;

/** The enrollment form and its success screen, with the course pre-selected from the URL or state. */
export function EnrollmentView() {
  const t = useEnrollmentMessages();
  const text = useEnrollmentFormMessages();
  const form = useEnrollment();
  const { status, values } = form;

  return (
    <Layout>
      <FormCard>
        {status.kind === 'stored' ? (
          <EnrollmentSuccess
            fullName={status.submitted.fullName}
            email={status.submitted.email}
            courseLabel={status.submitted.course}
            onEnrollAnother={form.enrollAnother}
          />
        ) : (
          <>
            <h2 id="enrollment-form-heading">{t.heading}</h2>
            <p>{t.intro}</p>
            <EnrollmentForm
              values={values}
              fieldErrors={form.fieldErrors}
              message={form.message}
              onChange={form.setField}
              onSubmit={form.submit}
              submitting={form.submitting}
            />
            <Chat>
              {t.whatsApp.question}{' '}
              <WhatsAppLink
                message={t.whatsApp.formMessage(
                  values.course ? courseName(text.words.courses, values.course) : undefined,
                )}
              >
                {t.whatsApp.label}
              </WhatsAppLink>
            </Chat>
          </>
        )}
      </FormCard>
      <EnrollmentAside />
    </Layout>
  );
}

import styled from '@emotion/styled';
import { SENT_PARAM, WhatsAppLink, forgetSentForm, postedForm } from '@site/federation';
import { useLocale } from '@site/i18n';
import { leadSubmissions, submitLead } from '@site/leads';
import { apiUrl } from '@site/site';
import { Panel } from '@site/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@site/router';
import {
  ENROLLMENT_FORM,
  ENROLLMENT_MIN_SUBMITTING_MS,
  emptyEnrollment,
  type EnrollmentErrors,
  type EnrollmentValues,
} from '../data/enrollment';
import { useEnrollmentMessages } from '@/messages/en/enrollment';
import { useEnrollmentFormMessages } from '@/messages/en/enrollment-form';
import { courseName } from '../data/course-name';
import { initialCourse, replaceCourseInUrl } from '../lib/initial-course';
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

type Status =
  | { kind: 'editing'; message: string | null; fieldErrors: EnrollmentErrors }
  | { kind: 'submitting' }
  | { kind: 'success'; submitted: EnrollmentValues };

const noErrors: EnrollmentErrors = {};
const editing: Status = { kind: 'editing', message: null, fieldErrors: noErrors };

/**
 * Where the page starts: the form, with the course from the URL or state; or, when it was posted
 * without script, as the site's server answered it: refused (what the student typed, with the
 * messages) or stored (`?sent=enrollment`, the success screen, which then knows only the course).
 */
function initialState(search: string, state: unknown): { values: EnrollmentValues; status: Status } {
  const course = initialCourse(search, state);
  if (new URLSearchParams(search).get(SENT_PARAM) === ENROLLMENT_FORM)
    return {
      values: emptyEnrollment,
      status: { kind: 'success', submitted: { ...emptyEnrollment, course } },
    };
  const posted = postedForm(ENROLLMENT_FORM);
  if (posted)
    return {
      values: { ...emptyEnrollment, ...posted.values },
      status: { kind: 'editing', message: posted.message, fieldErrors: posted.fieldErrors },
    };
  return { values: { ...emptyEnrollment, course }, status: editing };
}

/** The enrollment form and its success screen, with the course pre-selected from the URL or state. */
export function EnrollmentView() {
  const location = useLocation();
  const locale = useLocale();
  const t = useEnrollmentMessages();
  const text = useEnrollmentFormMessages();
  const [initial] = useState(() => initialState(location.search, location.state));
  const [values, setValues] = useState<EnrollmentValues>(initial.values);
  const [status, setStatus] = useState<Status>(initial.status);
  const [submissions] = useState(leadSubmissions);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);

  // Arriving again while mounted (e.g. another course's "Enroll Now"): take the new course.
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key === firstKey.current) return;
    const course = initialCourse(location.search, location.state);
    if (course) setValues((current) => ({ ...current, course }));
  }, [location.key, location.search, location.state]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const change = (field: keyof EnrollmentValues, value: string) => {
    if (field === 'course' && value !== values.course) replaceCourseInUrl(value);
    setValues((current) => ({ ...current, [field]: value }));
    // The student is fixing it: the server's complaint about this field no longer applies.
    setStatus((current) => {
      if (current.kind !== 'editing' || !(field in current.fieldErrors)) return current;
      const fieldErrors = { ...current.fieldErrors };
      delete fieldErrors[field as keyof EnrollmentErrors];
      return { ...current, fieldErrors };
    });
  };

  // 'Submitting...' for at least ENROLLMENT_MIN_SUBMITTING_MS and until the server answers; the
  // success screen only for a stored enrollment. Whatever the answer, the values stay as typed.
  const submit = async () => {
    const submitted = values;
    setStatus({ kind: 'submitting' });
    const [result] = await Promise.all([
      submitLead(ENROLLMENT_FORM, submitted, { url: apiUrl, language: locale, text, submissions }),
      new Promise((resolve) => (timer.current = setTimeout(resolve, ENROLLMENT_MIN_SUBMITTING_MS))),
    ]);
    if (!mounted.current) return;
    setStatus(
      result.ok
        ? { kind: 'success', submitted }
        : { kind: 'editing', message: result.message, fieldErrors: result.fieldErrors },
    );
  };

  const enrollAnother = () => {
    replaceCourseInUrl('');
    forgetSentForm();
    setValues(emptyEnrollment);
    setStatus(editing);
  };

  return (
    <Layout>
      <FormCard>
        {status.kind === 'success' ? (
          <EnrollmentSuccess
            fullName={status.submitted.fullName}
            email={status.submitted.email}
            courseLabel={status.submitted.course}
            onEnrollAnother={enrollAnother}
          />
        ) : (
          <>
            <h2 id="enrollment-form-heading">{t.heading}</h2>
            <p>{t.intro}</p>
            <EnrollmentForm
              values={values}
              fieldErrors={status.kind === 'editing' ? status.fieldErrors : noErrors}
              message={status.kind === 'editing' ? status.message : null}
              onChange={change}
              onSubmit={submit}
              submitting={status.kind === 'submitting'}
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

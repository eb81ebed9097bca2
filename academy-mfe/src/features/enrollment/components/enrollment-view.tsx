import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { findCourse } from '../../catalogue/data/courses';
import { ENROLLMENT_SUBMIT_DELAY_MS, emptyEnrollment, type EnrollmentValues } from '../data/enrollment';
import { initialCourseId, replaceCourseInUrl } from '../lib/initial-course';
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

const FormCard = styled.div`
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
  > h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  > p {
    margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[6]};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

type Status = { kind: 'editing' } | { kind: 'submitting' } | { kind: 'success'; submitted: EnrollmentValues };

/** The enrollment form and its success screen, with the course pre-selected from the URL or state. */
export function EnrollmentView() {
  const location = useLocation();
  const [values, setValues] = useState<EnrollmentValues>(() => ({
    ...emptyEnrollment,
    course: initialCourseId(location.search, location.state),
  }));
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Arriving again while mounted (e.g. another course's "Enroll Now"): take the new course.
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key === firstKey.current) return;
    const course = initialCourseId(location.search, location.state);
    if (course) setValues((current) => ({ ...current, course }));
  }, [location.key, location.search, location.state]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: EnrollmentValues) => {
    if (next.course !== values.course) replaceCourseInUrl(next.course);
    setValues(next);
  };

  const submit = () => {
    setStatus({ kind: 'submitting' });
    const submitted = values;
    timer.current = setTimeout(() => setStatus({ kind: 'success', submitted }), ENROLLMENT_SUBMIT_DELAY_MS);
  };

  const enrollAnother = () => {
    replaceCourseInUrl('');
    setValues(emptyEnrollment);
    setStatus({ kind: 'editing' });
  };

  return (
    <Layout>
      <FormCard>
        {status.kind === 'success' ? (
          <EnrollmentSuccess
            fullName={status.submitted.fullName}
            email={status.submitted.email}
            courseLabel={findCourse(status.submitted.course)?.enrollmentLabel ?? status.submitted.course}
            onEnrollAnother={enrollAnother}
          />
        ) : (
          <>
            <h2 id="enrollment-form-heading">Your details</h2>
            <p>Tell us who you are and which course you want. We will call you to confirm your seat.</p>
            <EnrollmentForm
              values={values}
              onChange={change}
              onSubmit={submit}
              submitting={status.kind === 'submitting'}
            />
          </>
        )}
      </FormCard>
      <EnrollmentAside />
    </Layout>
  );
}

import { useLeadForm } from '@site/federation/lead-form';
import { useLocation } from '@site/router';
import { useEffect, useRef } from 'react';
import { useEnrollmentFormMessages } from '@/messages/en/enrollment-form';
import { ENROLLMENT_FORM, ENROLLMENT_MIN_SUBMITTING_MS, type EnrollmentValues } from '../data/enrollment';
import { initialCourse, replaceCourseInUrl } from '../lib/initial-course';

/**
 * The enrollment form: the lead forms' state machine (`useLeadForm`: editing → submitting →
 * stored, or failed with every value kept), and what is its own: the course from the address or
 * the navigation state (and back into the address as it changes), and 'Submitting...' for at
 * least `ENROLLMENT_MIN_SUBMITTING_MS` and until the API has answered.
 */
export function useEnrollment() {
  const location = useLocation();
  const text = useEnrollmentFormMessages();
  const form = useLeadForm(ENROLLMENT_FORM, {
    text,
    prefill: () => ({ course: initialCourse(location.search, location.state) }),
    minSubmittingMs: ENROLLMENT_MIN_SUBMITTING_MS,
  });
  const { setValues } = form;

  // Arriving again while mounted (e.g. another course's "Enroll Now"): take the new course.
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key === firstKey.current) return;
    const course = initialCourse(location.search, location.state);
    if (course) setValues((current) => ({ ...current, course }));
  }, [location.key, location.search, location.state, setValues]);

  const setField = (field: keyof EnrollmentValues, value: string) => {
    if (field === 'course' && value !== form.values.course) replaceCourseInUrl(value);
    form.setField(field, value);
  };

  /** The empty form again, for another course: the address loses the course and `?sent=`. */
  const enrollAnother = () => {
    replaceCourseInUrl('');
    form.reset();
  };

  return { ...form, setField, enrollAnother };
}

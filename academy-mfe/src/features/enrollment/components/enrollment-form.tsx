import styled from '@emotion/styled';
import { NATIVE_FORM_ATTRIBUTE } from '@site/federation';
import { HONEYPOT_FIELD, enrollmentCourses, enrollmentFields as fields, startDateRange } from '@site/leads';
import { paths } from '@site/site';
import {
  BotTrapField,
  Button,
  FormFooter,
  FormGrid,
  SelectField,
  TextAreaField,
  TextField,
  bindFields,
  submitHandler,
} from '@site/ui';
import { useEffect, useRef, useState } from 'react';
import type { EnrollmentErrors, EnrollmentValues } from '../data/enrollment';

// The contract's choices, in its order, sent as they read (also by a form posted without script).
const courseOptions = enrollmentCourses.map((label) => ({ value: label, label }));

/** Decorative: the button's text says what is happening. */
const Ring = styled.span`
  width: 1.125rem;
  height: 1.125rem;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: enrollment-spin 0.8s linear infinite;
  @keyframes enrollment-spin {
    to {
      transform: rotate(360deg);
    }
  }
  ${({ theme }) => theme.mq.reducedMotion} {
    animation: none;
  }
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.fg.muted};
`;

export interface EnrollmentFormProps {
  values: EnrollmentValues;
  /** The server's messages under their fields. */
  fieldErrors: EnrollmentErrors;
  /** What went wrong with the last submit, above the button. */
  message: string | null;
  onChange: (field: keyof EnrollmentValues, value: string) => void;
  onSubmit: () => void;
  submitting: boolean;
}

/**
 * The enrollment form. Controlled: what the visitor types lives in the page's state, so neither
 * a submit the browser blocks (required fields, e-mail format, dates) nor one the server refuses
 * loses anything.
 */
export function EnrollmentForm({
  values,
  fieldErrors,
  message,
  onChange,
  onSubmit,
  submitting,
}: EnrollmentFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // Today in Pakistan is the earliest start the API accepts. Read after mounting, not while
  // rendering: a page rendered on the server may be hydrated on another day.
  const [dateRange, setDateRange] = useState<{ min: string; max: string }>();
  useEffect(() => setDateRange(startDateRange(new Date())), []);

  // When the server's answer refused fields, take the student to the first one (only then: not
  // while they edit and the errors change).
  const wasSubmitting = useRef(false);
  useEffect(() => {
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (wasSubmitting.current && !submitting && firstInvalid) {
      // Mid-screen with its label and message, not at the top edge under the navigation bar.
      firstInvalid.focus({ preventScroll: true });
      firstInvalid.scrollIntoView({ block: 'center' });
    }
    wasSubmitting.current = submitting;
  }, [submitting]);

  const bind = bindFields(values, onChange);

  return (
    // Posts to /enrollment itself without script (the site's server stores it and answers with
    // the page); with script, the same fields are sent by fetch and the page stays.
    <FormGrid
      ref={formRef}
      method="post"
      action={paths.enrollment}
      {...{ [NATIVE_FORM_ATTRIBUTE]: '' }}
      onSubmit={submitHandler(onSubmit, submitting)}
      aria-label="Enrollment form"
      aria-busy={submitting}
    >
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        maxLength={fields.full_name.maxLength}
        error={fieldErrors.fullName}
        {...bind('fullName')}
      />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        maxLength={fields.email.maxLength}
        error={fieldErrors.email}
        {...bind('email')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        required
        maxLength={fields.phone.maxLength}
        hint="Pakistani mobile or landline, e.g. 0300 1234567"
        error={fieldErrors.phone}
        {...bind('phone')}
      />
      <SelectField
        label="Course"
        required
        placeholder="Select a course"
        options={courseOptions}
        error={fieldErrors.course}
        {...bind('course')}
      />
      <TextField
        className="wide"
        label="Preferred Start Date"
        type="date"
        showOptional
        min={dateRange?.min}
        max={dateRange?.max}
        error={fieldErrors.startDate}
        {...bind('startDate')}
      />
      <TextAreaField
        className="wide"
        label="Message"
        showOptional
        rows={4}
        maxLength={fields.message.maxLength}
        placeholder="Your background, preferred batch (morning, evening or weekend) or any question"
        error={fieldErrors.message}
        {...bind('message')}
      />
      <BotTrapField label="Website" {...bind(HONEYPOT_FIELD)} />
      <FormFooter error={message}>
        <Button type="submit" size="lg" fullWidth disabled={submitting}>
          {submitting ? (
            <>
              <Ring aria-hidden="true" /> Submitting...
            </>
          ) : (
            'Submit Enrollment'
          )}
        </Button>
        <Note>Fields marked * are required. We use your details only to contact you about this course.</Note>
      </FormFooter>
    </FormGrid>
  );
}

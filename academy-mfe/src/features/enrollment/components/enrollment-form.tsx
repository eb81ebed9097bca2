import styled from '@emotion/styled';
import { LeadForm, LeadFormFooter } from '@site/federation/lead-form';
import { ltrOn, useLocale } from '@site/i18n';
import {
  HONEYPOT_FIELD,
  choiceOptions,
  enrollmentCourses,
  enrollmentFields as fields,
  startDateRange,
  validityHandlers,
} from '@site/leads';
import { paths } from '@site/site';
import { useEnrollmentFormMessages } from '@/messages/en/enrollment-form';
import { Button, SelectField, TextAreaField, TextField, bindFields } from '@site/ui';
import { useEffect, useRef, useState } from 'react';
import type { EnrollmentErrors, EnrollmentValues } from '../data/enrollment';

/** Decorative: the button's text says what is happening. */
const Ring = styled.span`
  width: 1.125rem;
  height: 1.125rem;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
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
  const locale = useLocale();
  const text = useEnrollmentFormMessages();
  const t = text.words;
  // The browser's own checks in the page's language (English pages keep the browser's).
  const checks = (field: keyof typeof fields) => validityHandlers(fields[field], locale, text.validation);
  // The contract's choices, in its order, sent as their English labels (also by a form posted
  // without script), read in the page's language.
  const courseOptions = choiceOptions(enrollmentCourses, t.courses);

  return (
    // Posts to /enrollment itself, in its language (/ur/enrollment on Urdu pages), without script
    // (the site's server stores it and answers with the page); with script, the same fields are
    // sent by fetch and the page stays.
    <LeadForm
      ref={formRef}
      action={paths.enrollment}
      label={t.formLabel}
      submitting={submitting}
      onSubmit={onSubmit}
    >
      <TextField
        label={t.labels.fullName}
        autoComplete="name"
        required
        maxLength={fields.full_name.maxLength}
        error={fieldErrors.fullName}
        {...checks('full_name')}
        {...bind('fullName')}
      />
      <TextField
        label={t.labels.email}
        type="email"
        dir={ltrOn(locale)}
        autoComplete="email"
        required
        maxLength={fields.email.maxLength}
        error={fieldErrors.email}
        {...checks('email')}
        {...bind('email')}
      />
      <TextField
        label={t.labels.phone}
        type="tel"
        dir={ltrOn(locale)}
        autoComplete="tel"
        required
        maxLength={fields.phone.maxLength}
        hint={t.phoneHint}
        error={fieldErrors.phone}
        {...checks('phone')}
        {...bind('phone')}
      />
      <SelectField
        label={t.labels.course}
        required
        placeholder={t.placeholders.course}
        options={courseOptions}
        error={fieldErrors.course}
        {...checks('course')}
        {...bind('course')}
      />
      <TextField
        className="wide"
        label={t.labels.startDate}
        type="date"
        showOptional
        min={dateRange?.min}
        max={dateRange?.max}
        error={fieldErrors.startDate}
        {...checks('start_date')}
        {...bind('startDate')}
      />
      <TextAreaField
        className="wide"
        label={t.labels.message}
        showOptional
        rows={4}
        maxLength={fields.message.maxLength}
        placeholder={t.placeholders.message}
        error={fieldErrors.message}
        {...checks('message')}
        {...bind('message')}
      />
      <LeadFormFooter trapLabel={t.labels.website} trap={bind(HONEYPOT_FIELD)} error={message}>
        <Button type="submit" size="lg" fullWidth disabled={submitting}>
          {submitting ? (
            <>
              <Ring aria-hidden="true" />
              {` ${t.submitting}`}
            </>
          ) : (
            t.submit
          )}
        </Button>
        <Note>{t.note}</Note>
      </LeadFormFooter>
    </LeadForm>
  );
}

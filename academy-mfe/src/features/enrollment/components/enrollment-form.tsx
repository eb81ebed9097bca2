import styled from '@emotion/styled';
import { Button, SelectField, TextAreaField, TextField } from '@site/ui';
import type { ChangeEvent, FormEvent } from 'react';
import { courses } from '../../catalogue/data/courses';
import type { EnrollmentValues } from '../data/enrollment';

const courseOptions = courses.map((course) => ({ value: course.id, label: course.enrollmentLabel }));

const Form = styled.form`
  display: grid;
  align-items: start;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    .wide {
      grid-column: 1 / -1;
    }
  }
`;

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
  onChange: (values: EnrollmentValues) => void;
  onSubmit: () => void;
  submitting: boolean;
}

/**
 * The enrollment form. Controlled: what the visitor types lives in the page's state, so a
 * submit the browser blocks (required fields, e-mail format) loses nothing.
 */
export function EnrollmentForm({ values, onChange, onSubmit, submitting }: EnrollmentFormProps) {
  const update =
    (field: keyof EnrollmentValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      onChange({ ...values, [field]: event.target.value });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <Form onSubmit={handleSubmit} aria-label="Enrollment form" aria-busy={submitting}>
      <TextField
        label="Full Name"
        name="fullName"
        autoComplete="name"
        required
        value={values.fullName}
        onChange={update('fullName')}
      />
      <TextField
        label="Email Address"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={update('email')}
      />
      <TextField
        label="Phone Number"
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        hint="Pakistani mobile or landline, e.g. 0300 1234567"
        value={values.phone}
        onChange={update('phone')}
      />
      <SelectField
        label="Course"
        name="course"
        required
        placeholder="Select a course"
        options={courseOptions}
        value={values.course}
        onChange={update('course')}
      />
      <TextField
        className="wide"
        label="Preferred Start Date"
        name="startDate"
        type="date"
        showOptional
        value={values.startDate}
        onChange={update('startDate')}
      />
      <TextAreaField
        className="wide"
        label="Message"
        name="message"
        showOptional
        rows={4}
        placeholder="Your background, preferred batch (morning, evening or weekend) or any question"
        value={values.message}
        onChange={update('message')}
      />
      <div className="wide">
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
      </div>
    </Form>
  );
}

import styled from '@emotion/styled';
import { HONEYPOT_FIELD, projectRequestFields as fields } from '@site/leads';
import { Alert, Button, Icon, SelectField, TextAreaField, TextField, VisuallyHidden } from '@site/ui';
import { useId, type FormEvent } from 'react';
import type { FieldErrors, ProjectRequest } from '../data/project-request';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
    .wide {
      grid-column: 1 / -1;
    }
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    color: ${({ theme }) => theme.colors.fg.danger};
  }
`;

export interface ProjectRequestFormProps {
  values: ProjectRequest;
  /** Server messages by field; shown under name, email, project type and details only. */
  fieldErrors: FieldErrors;
  message: string | null;
  submitting: boolean;
  onChange: (field: keyof ProjectRequest, value: string) => void;
  onSubmit: () => void;
  /** Id of the first field, so that focus can be put there. */
  firstFieldId?: string;
}

export function ProjectRequestForm({
  values,
  fieldErrors,
  message,
  submitting,
  onChange,
  onSubmit,
  firstFieldId,
}: ProjectRequestFormProps) {
  const honeypotId = useId();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  const bind = (field: keyof ProjectRequest) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });

  return (
    <Form onSubmit={handleSubmit} aria-label="Project request" aria-busy={submitting}>
      <Note className="wide">
        Fields marked <span aria-hidden="true">*</span>
        <VisuallyHidden>with an asterisk</VisuallyHidden> are required.
      </Note>
      <TextField
        id={firstFieldId}
        label="Full Name"
        required
        autoComplete="name"
        maxLength={fields.full_name.maxLength}
        error={fieldErrors.name}
        {...bind('name')}
      />
      <TextField
        label="Email Address"
        type="email"
        required
        autoComplete="email"
        maxLength={fields.email.maxLength}
        error={fieldErrors.email}
        {...bind('email')}
      />
      <TextField
        label="Company Name"
        autoComplete="organization"
        maxLength={fields.company_name.maxLength}
        {...bind('company')}
      />
      <SelectField
        label="Project Type"
        required
        placeholder="Select a project type"
        options={fields.project_type.options}
        error={fieldErrors.projectType}
        {...bind('projectType')}
      />
      <SelectField
        className="wide"
        label="Budget Range"
        placeholder="Select a budget range"
        options={fields.budget_range.options}
        {...bind('budget')}
      />
      <TextAreaField
        className="wide"
        label="Project Details"
        required
        rows={5}
        maxLength={fields.project_details.maxLength}
        placeholder="Tell us about your goals, the features you need and your timeline."
        error={fieldErrors.message}
        {...bind('message')}
      />
      {/* A trap for bots, out of reach of people and assistive technology alike. */}
      <VisuallyHidden aria-hidden="true">
        <label htmlFor={honeypotId}>Website</label>
        <input id={honeypotId} type="text" tabIndex={-1} autoComplete="off" {...bind(HONEYPOT_FIELD)} />
      </VisuallyHidden>
      {message && (
        <div className="wide">
          <Alert tone="error">{message}</Alert>
        </div>
      )}
      <div className="wide">
        <Button type="submit" size="lg" fullWidth disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Request'}
          {!submitting && <Icon name="arrow-right" />}
        </Button>
      </div>
    </Form>
  );
}

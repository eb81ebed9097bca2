import styled from '@emotion/styled';
import { Alert, Button, Icon, SelectField, TextAreaField, TextField, VisuallyHidden } from '@site/ui';
import { useId, type FormEvent } from 'react';
import { budgetRanges, projectTypes, type FieldErrors, type ProjectRequest } from '../data/project-request';

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

/** Off-screen trap for bots; hidden from people and assistive technology alike. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export interface ProjectRequestFormProps {
  values: ProjectRequest;
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
        error={fieldErrors.full_name}
        {...bind('full_name')}
      />
      <TextField
        label="Email Address"
        type="email"
        required
        autoComplete="email"
        error={fieldErrors.email}
        {...bind('email')}
      />
      <TextField label="Company Name" autoComplete="organization" {...bind('company_name')} />
      <SelectField
        label="Project Type"
        required
        placeholder="Select a project type"
        options={projectTypes}
        error={fieldErrors.project_type}
        {...bind('project_type')}
      />
      <SelectField
        className="wide"
        label="Budget Range"
        placeholder="Select a budget range"
        options={budgetRanges}
        {...bind('budget_range')}
      />
      <TextAreaField
        className="wide"
        label="Project Details"
        required
        rows={5}
        placeholder="Tell us about your goals, the features you need and your timeline."
        error={fieldErrors.project_details}
        {...bind('project_details')}
      />
      <Honeypot aria-hidden="true">
        <label htmlFor={honeypotId}>Website</label>
        <input id={honeypotId} type="text" tabIndex={-1} autoComplete="off" {...bind('website')} />
      </Honeypot>
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

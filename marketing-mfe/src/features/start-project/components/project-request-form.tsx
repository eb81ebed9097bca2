import styled from '@emotion/styled';
import { NATIVE_FORM_ATTRIBUTE } from '@site/federation';
import { HONEYPOT_FIELD, projectRequestFields as fields } from '@site/leads';
import { sectionIds } from '@site/site';
import {
  BotTrapField,
  Button,
  FormFooter,
  FormGrid,
  Icon,
  SelectField,
  TextAreaField,
  TextField,
  VisuallyHidden,
  bindFields,
  submitHandler,
} from '@site/ui';
import type { FieldErrors, ProjectRequest } from '../data/project-request';

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
  const bind = bindFields(values, onChange);

  return (
    // Posts to the home page itself without script (the site's server stores it and answers with
    // the page); with script, the same fields are sent by fetch and the page stays.
    <FormGrid
      method="post"
      action={`/#${sectionIds.startProject}`}
      {...{ [NATIVE_FORM_ATTRIBUTE]: '' }}
      onSubmit={submitHandler(onSubmit, submitting)}
      aria-label="Project request"
      aria-busy={submitting}
    >
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
      <BotTrapField label="Website" {...bind(HONEYPOT_FIELD)} />
      <FormFooter error={message}>
        <Button type="submit" size="lg" fullWidth disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Request'}
          {!submitting && <Icon name="arrow-right" />}
        </Button>
      </FormFooter>
    </FormGrid>
  );
}

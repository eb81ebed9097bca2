import styled from '@emotion/styled';
import { LeadForm, LeadFormFooter } from '@site/federation/lead-form';
import { ltrOn, useLocale } from '@site/i18n';
import { HONEYPOT_FIELD, choiceOptions, projectRequestFields as fields, validityHandlers } from '@site/leads';
import { sectionIds } from '@site/site';
import { useProjectRequestFormMessages } from '@/messages/en/project-request-form';
import { Button, Icon, SelectField, TextAreaField, TextField, VisuallyHidden, bindFields } from '@site/ui';
import type { FieldErrors, ProjectRequest } from '../data/project-request';

const Note = styled.p`
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    color: ${({ theme }) => theme.colors.fg.danger};
  }
`;

/** The button's arrow points the way the page reads. */
const SubmitButton = styled(Button)`
  [dir='rtl'] & svg {
    transform: scaleX(-1);
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
  const locale = useLocale();
  const text = useProjectRequestFormMessages();
  const t = text.words;
  // The browser's own checks in the page's language (English pages keep the browser's).
  const checks = (field: keyof typeof fields) => validityHandlers(fields[field], locale, text.validation);

  return (
    // Posts to the home page itself, in its language (/ur on Urdu pages), without script (the
    // site's server stores it and answers with the page); with script, the same fields are sent
    // by fetch and the page stays.
    <LeadForm
      action={`/#${sectionIds.startProject}`}
      label={t.formLabel}
      submitting={submitting}
      onSubmit={onSubmit}
    >
      <Note className="wide">
        {t.requiredNote.before}
        <span aria-hidden="true">*</span>
        <VisuallyHidden>{t.requiredNote.hidden}</VisuallyHidden>
        {t.requiredNote.after}
      </Note>
      <TextField
        id={firstFieldId}
        label={t.labels.name}
        required
        autoComplete="name"
        maxLength={fields.full_name.maxLength}
        error={fieldErrors.name}
        {...checks('full_name')}
        {...bind('name')}
      />
      <TextField
        label={t.labels.email}
        type="email"
        dir={ltrOn(locale)}
        required
        autoComplete="email"
        maxLength={fields.email.maxLength}
        error={fieldErrors.email}
        {...checks('email')}
        {...bind('email')}
      />
      <TextField
        label={t.labels.company}
        autoComplete="organization"
        maxLength={fields.company_name.maxLength}
        {...checks('company_name')}
        {...bind('company')}
      />
      <SelectField
        label={t.labels.projectType}
        required
        placeholder={t.placeholders.projectType}
        options={choiceOptions(fields.project_type.options, t.projectTypes)}
        error={fieldErrors.projectType}
        {...checks('project_type')}
        {...bind('projectType')}
      />
      <SelectField
        className="wide"
        label={t.labels.budget}
        placeholder={t.placeholders.budget}
        options={choiceOptions(fields.budget_range.options, t.budgetRanges)}
        {...checks('budget_range')}
        {...bind('budget')}
      />
      <TextAreaField
        className="wide"
        label={t.labels.message}
        required
        rows={5}
        maxLength={fields.project_details.maxLength}
        placeholder={t.placeholders.message}
        error={fieldErrors.message}
        {...checks('project_details')}
        {...bind('message')}
      />
      <LeadFormFooter trapLabel={t.labels.website} trap={bind(HONEYPOT_FIELD)} error={message}>
        <SubmitButton type="submit" size="lg" fullWidth disabled={submitting}>
          {submitting ? t.submitting : t.submit}
          {!submitting && <Icon name="arrow-right" />}
        </SubmitButton>
      </LeadFormFooter>
    </LeadForm>
  );
}

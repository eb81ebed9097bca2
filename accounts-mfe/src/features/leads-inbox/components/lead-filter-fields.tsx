import styled from '@emotion/styled';
import { enrollmentCourses, languageNames, LANGUAGES, projectTypes } from '@site/leads';
import { LEAD_KINDS, LEAD_STATUSES } from '@site/staff';
import { Input, Select } from '@site/ui';
import type { ReactNode } from 'react';
import { FieldLabel } from '@/components/staff-layout';
import { useStaffMessages } from '@/messages/en/staff';
import { useInboxMessages } from '@/messages/en/staff-inbox';
import type { LeadFilters } from '../lib/lead-query';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin-block-start: ${({ theme }) => theme.space[3]};
`;

const Hint = styled.p`
  margin-block-start: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A labelled control of the form. */
function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </div>
  );
}

/**
 * The inbox's filters past the search: kind, status, choice, language, source and dates, each
 * field showing the filter's value in the URL (`id` prefixes the fields' ids).
 */
export function MoreFilterFields({
  id,
  filters,
  sources,
}: {
  id: string;
  filters: LeadFilters;
  /** Sources seen lately (the chart's), offered as the source field's suggestions. */
  sources: readonly string[];
}) {
  const t = useInboxMessages().filters;
  const { statuses } = useStaffMessages();
  const value = (name: keyof LeadFilters) => filters[name] ?? '';
  const choiceKnown = [...enrollmentCourses, ...projectTypes].includes(value('choice') as never);
  return (
    <Grid>
      <Field id={`${id}-kind`} label={t.kind}>
        <Select id={`${id}-kind`} name="kind" defaultValue={value('kind')}>
          <option value="">{t.anyKind}</option>
          {LEAD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t.kinds[kind]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-status`} label={t.status}>
        <Select id={`${id}-status`} name="status" defaultValue={value('status')}>
          <option value="">{t.anyStatus}</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statuses[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-choice`} label={t.choice}>
        <Select id={`${id}-choice`} name="choice" defaultValue={value('choice')}>
          <option value="">{t.anyChoice}</option>
          {!choiceKnown && value('choice') && <option value={value('choice')}>{value('choice')}</option>}
          <optgroup label={t.courses}>
            {enrollmentCourses.map((course) => (
              <option key={course}>{course}</option>
            ))}
          </optgroup>
          <optgroup label={t.projectTypes}>
            {projectTypes.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </optgroup>
        </Select>
      </Field>
      <Field id={`${id}-language`} label={t.language}>
        <Select id={`${id}-language`} name="language" defaultValue={value('language')}>
          <option value="">{t.anyLanguage}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {languageNames[language]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-source`} label={t.source} hint={t.sourceHint}>
        <Input
          id={`${id}-source`}
          name="source"
          list={`${id}-sources`}
          defaultValue={value('source')}
          aria-describedby={`${id}-source-hint`}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <datalist id={`${id}-sources`}>
          {sources.map((source) => (
            <option key={source} value={source} />
          ))}
        </datalist>
      </Field>
      <Field id={`${id}-from`} label={t.from}>
        <Input id={`${id}-from`} type="date" name="from" defaultValue={value('from')} />
      </Field>
      <Field id={`${id}-to`} label={t.to}>
        <Input id={`${id}-to`} type="date" name="to" defaultValue={value('to')} />
      </Field>
    </Grid>
  );
}

import styled from '@emotion/styled';
import { enrollmentCourses, languageNames, LANGUAGES, projectTypes } from '@site/leads';
import { Link, useNavigate } from '@site/router';
import { LEAD_KINDS, LEAD_STATUSES, SEARCH_MAX_LENGTH, staffPages, statusLabels } from '@site/staff';
import { Badge, Button, Icon, Input, Select } from '@site/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FieldLabel } from '@/components/staff-layout';
import { withQuery } from '@/lib/staff-api';
import { useInboxMessages } from '@/messages/en/staff-inbox';
import { moreFiltersCount, type LeadFilters } from '../lib/lead-query';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const SearchRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  input {
    flex: 1;
    min-width: 0;
  }
`;

const Hint = styled.p`
  margin-block-start: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.fg.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const More = styled.details`
  summary {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 2.5rem;
    color: ${({ theme }) => theme.colors.fg.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }
  &[open] summary svg {
    transform: rotate(180deg);
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
    gap: ${({ theme }) => theme.space[4]};
    margin-block-start: ${({ theme }) => theme.space[3]};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
    margin-block-start: ${({ theme }) => theme.space[5]};
    a {
      color: ${({ theme }) => theme.colors.fg.brand};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }
  }
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

export interface LeadFiltersFormProps {
  filters: LeadFilters;
  /** Sources seen lately (the chart's), offered as the source field's suggestions. */
  sources: readonly string[];
}

/**
 * The inbox's filters: a real GET form on the page's own URL, so a filter is a URL. With script,
 * a submit navigates to that URL (empty fields left out) without reloading the page. The search
 * stays in view; the other filters fold away on a phone.
 */
export function LeadFiltersForm({ filters, sources }: LeadFiltersFormProps) {
  const t = useInboxMessages().filters;
  const navigate = useNavigate();
  const id = useId();
  const count = moreFiltersCount(filters);
  const [open, setOpen] = useState(() => count > 0 || window.matchMedia('(min-width: 768px)').matches);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value).trim()]),
    );
    navigate(withQuery(staffPages.inbox, values));
  };

  const value = (name: keyof LeadFilters) => filters[name] ?? '';
  const choiceKnown = [...enrollmentCourses, ...projectTypes].includes(value('choice') as never);

  return (
    // A new URL (a chip, the back button) gives the fields its values.
    <Form
      key={JSON.stringify(filters)}
      role="search"
      aria-label={t.label}
      method="get"
      action={staffPages.inbox}
      onSubmit={submit}
    >
      <div>
        <FieldLabel htmlFor={`${id}-q`}>{t.search}</FieldLabel>
        <SearchRow>
          <Input
            id={`${id}-q`}
            type="search"
            name="q"
            maxLength={SEARCH_MAX_LENGTH}
            defaultValue={value('q')}
            dir="auto"
            autoComplete="off"
          />
          <Button type="submit">{t.searchButton}</Button>
        </SearchRow>
      </div>
      <More open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          {t.more}
          {count > 0 && <Badge>{t.active(count)}</Badge>}
          <Icon name="chevron-down" size="1rem" />
        </summary>
        <div className="grid">
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
                  {statusLabels[status]}
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
        </div>
        <div className="actions">
          <Button type="submit" variant="secondary">
            {t.apply}
          </Button>
          <Link to={staffPages.inbox}>{t.clear}</Link>
        </div>
      </More>
    </Form>
  );
}

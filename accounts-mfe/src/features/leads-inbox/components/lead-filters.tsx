import styled from '@emotion/styled';
import { Link, useNavigate } from '@site/router';
import { SEARCH_MAX_LENGTH, staffPages } from '@site/staff';
import { Badge, Button, Icon, Input } from '@site/ui';
import { useId, useState, type FormEvent } from 'react';
import { FieldLabel } from '@/components/staff-layout';
import { withQuery } from '@/lib/staff-api';
import { useInboxMessages } from '@/messages/en/staff-inbox';
import { moreFiltersCount, type LeadFilters } from '../lib/lead-query';
import { MoreFilterFields } from './lead-filter-fields';

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
        <MoreFilterFields id={id} filters={filters} sources={sources} />
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

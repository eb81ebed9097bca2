import styled from '@emotion/styled';
import { Container } from '@site/ui';
import type { ReactNode } from 'react';

/** The staff pages' background: a quiet grey under white cards, the height of a screen at least. */
export const StaffBackground = styled.div`
  min-height: 70vh;
  padding-block-end: ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.bg.subtle};
`;

/** A little wider than the public pages: the inbox's table needs the room on a desktop. */
export const StaffContainer = styled(Container)`
  max-width: 80rem;
`;

/** A block of a staff page: a white card, named by its heading when it has one. */
export const StaffCard = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
  > h2 {
    margin-block-end: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The label of a staff form's control, above it (the look of ui's fields). */
export const FieldLabel = styled.label`
  display: block;
  margin-block-end: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.mq.md} {
    padding-block-start: ${({ theme }) => theme.space[8]};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }
  .description {
    margin-block-start: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
  .before {
    margin-block-end: ${({ theme }) => theme.space[3]};
  }
  /* A row of their own on a phone (the lead's three actions share it), beside the title from a tablet. */
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    width: 100%;
  }
  ${({ theme }) => theme.mq.md} {
    .actions {
      width: auto;
    }
  }
`;

export interface StaffPageHeadProps {
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Above the title: a link back (the lead's page to the inbox). */
  before?: ReactNode;
  /** Beside the title on a desktop, under it on a phone (Download CSV). */
  actions?: ReactNode;
}

/** The head of a staff page: its one h1, what it is, and its page-wide actions. */
export function StaffPageHead({ title, description, before, actions }: StaffPageHeadProps) {
  return (
    <Head>
      <div>
        {before && <div className="before">{before}</div>}
        <h1>{title}</h1>
        {description && <p className="description">{description}</p>}
      </div>
      {actions && <div className="actions">{actions}</div>}
    </Head>
  );
}

import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Alert } from './alert';

/**
 * A form's fields in one column on phones and two from medium screens; a child with the class
 * `wide` takes a whole row (a long text, a message, the submit button). Fields keep their own
 * height: one that shows an error does not stretch its neighbour.
 */
export const FormGrid = styled.form`
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

export interface FormFooterProps {
  /** What went wrong with the last submit, above the actions; nothing is shown without it. */
  error?: ReactNode;
  /** The actions: the submit button, a note under it. */
  children: ReactNode;
}

/** The last rows of a `FormGrid`, each across the whole row: the form's error if any, then its actions. */
export function FormFooter({ error, children }: FormFooterProps) {
  return (
    <>
      {error && (
        <div className="wide">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="wide">{children}</div>
    </>
  );
}

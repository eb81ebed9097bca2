import styled from '@emotion/styled';
import { KEEP_SIGNED_IN_DAYS } from '@site/people';
import { useId, type RefObject } from 'react';
import { useSignInMessages } from '@/messages/en/sign-in';

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: 0 ${({ theme }) => theme.space[3]};
  input {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.action.primary};
  }
  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.5rem;
    cursor: pointer;
  }
  p {
    grid-column: 2;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

/**
 * "Keep me signed in" (an addition to the spec's fields): a native checkbox the browser keeps
 * however early it is ticked (hydration leaves an uncontrolled checkbox as it is), read when the
 * form is sent. Unticked, the session ends with the browser.
 */
export function KeepSignedIn({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const t = useSignInMessages();
  const id = useId();
  return (
    <Row>
      <input ref={inputRef} id={id} type="checkbox" name="keepSignedIn" aria-describedby={`${id}-hint`} />
      <label htmlFor={id}>{t.keepSignedIn}</label>
      <p id={`${id}-hint`}>{t.keepSignedInHint(KEEP_SIGNED_IN_DAYS)}</p>
    </Row>
  );
}

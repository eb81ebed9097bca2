import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from '@site/router';

/** A sign-in form: fields stacked with even spacing. */
export const AuthForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const linkLook = ({ theme }: { theme: Theme }) => css`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.fg.brand};
  font: inherit;
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
  &:hover {
    text-decoration-thickness: 2px;
  }
`;

/** A button that looks like a text link (an action that does not navigate). */
export const LinkButton = styled.button(linkLook);

/** A router link in running text. */
export const InlineLink = styled(Link)(linkLook);

/** A small line under the form ("Don't have an account? …"). */
export const FormNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.fg.muted};
  text-align: center;
`;

/** Small link placed at the end of a label row ("Forgot password?"). */
export const SmallLink = styled(Link)`
  ${linkLook}
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A row under the password field, aligned to its inline end, for the "Forgot password?" link. */
export const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-start: calc(-1 * ${({ theme }) => theme.space[2]});
`;

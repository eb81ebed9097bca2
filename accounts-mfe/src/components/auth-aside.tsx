import styled from '@emotion/styled';
import { CheckList } from '@site/ui';
import { useId } from 'react';

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.action.primaryHover},
    ${({ theme }) => theme.colors.bg.inverse} 55%,
    ${({ theme }) => theme.colors.bg.inverseDeep}
  );
  color: ${({ theme }) => theme.colors.fg.inverse};
  ${({ theme }) => theme.mq.lg} {
    justify-content: center;
    padding: ${({ theme }) => theme.space[12]};
    border-radius: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p {
    color: ${({ theme }) => theme.colors.fg.inverseMuted};
  }
  img {
    display: none;
    width: 100%;
    max-width: 26rem;
    height: auto;
  }
  ${({ theme }) => theme.mq.sm} {
    img {
      display: block;
    }
  }
`;

const Points = styled(CheckList)`
  svg {
    margin-block-start: 0.1rem;
  }
`;

export interface AuthAsideProps {
  title: string;
  description: string;
  points: readonly string[];
  illustration?: { src: string; width: number; height: number };
}

/** The brand panel beside a sign-in form: what the visitor gets, with an illustration. */
export function AuthAside({ title, description, points, illustration }: AuthAsideProps) {
  const headingId = `${useId()}-aside`;
  return (
    <Aside aria-labelledby={headingId}>
      {illustration && (
        <img src={illustration.src} width={illustration.width} height={illustration.height} alt="" />
      )}
      <h2 id={headingId}>{title}</h2>
      <p>{description}</p>
      <Points items={points} tone="onDark" spacing={3} markSize="1.25rem" />
    </Aside>
  );
}

import styled from '@emotion/styled';
import { Icon } from '@site/ui';
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

const Points = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.1rem;
    color: ${({ theme }) => theme.colors.fg.accentOnDark};
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
      <Points>
        {points.map((point) => (
          <li key={point}>
            <Icon name="check" />
            {point}
          </li>
        ))}
      </Points>
    </Aside>
  );
}

import styled from '@emotion/styled';
import { Container, Icon, type IconName } from '@site/ui';
import { useId, type ReactNode } from 'react';

const Page = styled.div<{ tone: 'light' | 'dark' }>`
  padding-block: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[16]};
  background: ${({ theme, tone }) =>
    tone === 'dark'
      ? `linear-gradient(180deg, ${theme.colors.bg.inverseDeep}, ${theme.colors.bg.inverse} 16rem, ${theme.colors.bg.inverse} 22rem, ${theme.colors.bg.muted} 22rem)`
      : `linear-gradient(180deg, ${theme.colors.bg.brandSubtle}, ${theme.colors.bg.subtle} 60%)`};
  ${({ theme }) => theme.mq.md} {
    padding-block: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[20]};
  }
`;

const Layout = styled.div<{ withAside: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: ${({ withAside }) => (withAside ? '64rem' : '30rem')};
  margin-inline: auto;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: ${({ withAside }) => (withAside ? 'minmax(0, 28rem) minmax(0, 1fr)' : '1fr')};
    gap: 0;
    border-radius: ${({ theme }) => theme.radii.xl};
    box-shadow: ${({ theme }) => theme.shadows.lg};
    overflow: hidden;
  }
`;

const Card = styled.div`
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.mq.sm} {
    padding: ${({ theme }) => theme.space[10]};
  }
  ${({ theme }) => theme.mq.lg} {
    border: 0;
    border-radius: 0;
    box-shadow: none;
  }
`;

const Head = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
  .badge {
    display: inline-grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    margin-bottom: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
    color: ${({ theme }) => theme.colors.fg.brand};
  }
  .eyebrow {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.fg.accent};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
  .subtitle {
    margin-top: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

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

export interface AuthLayoutProps {
  icon: IconName;
  eyebrow?: string;
  /** The page's h1. */
  title: string;
  subtitle: ReactNode;
  /** Page background: `dark` sets the restricted admin screen apart. */
  tone?: 'light' | 'dark';
  aside?: ReactNode;
  children: ReactNode;
}

/** Frame of every sign-in screen: the form card with the page's one h1, and an optional panel. */
export function AuthLayout({
  icon,
  eyebrow,
  title,
  subtitle,
  tone = 'light',
  aside,
  children,
}: AuthLayoutProps) {
  return (
    <Page tone={tone}>
      <Container>
        <Layout withAside={Boolean(aside)}>
          <Card>
            <Head>
              <span className="badge">
                <Icon name={icon} size="1.5rem" />
              </span>
              {eyebrow && <span className="eyebrow">{eyebrow}</span>}
              <h1>{title}</h1>
              <p className="subtitle">{subtitle}</p>
            </Head>
            {children}
          </Card>
          {aside}
        </Layout>
      </Container>
    </Page>
  );
}

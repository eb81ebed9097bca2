import styled from '@emotion/styled';
import { Container, Eyebrow, IconTile, Panel, type IconName } from '@site/ui';
import type { ReactNode } from 'react';

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

/** From large screens the layout is the card: the panel's own edge and shadow give way. */
const FormCard = styled(Panel)`
  padding-inline: ${({ theme }) => theme.space[5]};
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
  margin-block-end: ${({ theme }) => theme.space[6]};
  .badge {
    display: inline-grid;
    margin-block-end: ${({ theme }) => theme.space[4]};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
  .subtitle {
    margin-block-start: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

export interface AuthLayoutProps {
  icon: IconName;
  /** Short uppercase label above the title (which portal this is). */
  eyebrow?: string;
  /** The page's h1. */
  title: string;
  subtitle: ReactNode;
  /** Page background: `dark` sets the restricted admin screen apart. */
  tone?: 'light' | 'dark';
  /** The brand panel beside the form (`AuthAside`), on the screens that have one. */
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
          <FormCard>
            <Head>
              <IconTile className="badge" icon={icon} radius="lg" />
              {eyebrow && <Eyebrow compact>{eyebrow}</Eyebrow>}
              <h1>{title}</h1>
              <p className="subtitle">{subtitle}</p>
            </Head>
            {children}
          </FormCard>
          {aside}
        </Layout>
      </Container>
    </Page>
  );
}

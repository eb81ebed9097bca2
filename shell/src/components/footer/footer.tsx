import styled from '@emotion/styled';
import { sectionIds } from '@site/site';
import { Container } from '@site/ui';
import { useState } from 'react';
import { FooterAbout } from './footer-about';
import { FooterBottomBar } from './footer-bottom-bar';
import { FooterContact } from './footer-contact';
import { FooterLinkColumns } from './footer-link-columns';
import { LegalDialogs, type LegalTopic } from './legal-dialog';

const Root = styled.footer`
  scroll-margin-top: ${({ theme }) => theme.layout.navHeight};
  background: ${({ theme }) => theme.colors.bg.inverseDeep};
  color: ${({ theme }) => theme.colors.fg.inverseMuted};
  padding-top: ${({ theme }) => theme.space[16]};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.fg.inverse};
    text-decoration: underline;
  }
`;

/** The four columns share their headings' and lists' look. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1.4fr 1fr 1fr 1.3fr;
  }
  h2 {
    margin-bottom: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.fg.inverse};
  }
  ul {
    list-style: none;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/** Site footer; also the #contact section of the home page. */
export function Footer() {
  const [legal, setLegal] = useState<LegalTopic | null>(null);
  return (
    <Root id={sectionIds.contact}>
      <Container>
        <Columns>
          <FooterAbout />
          <FooterLinkColumns />
          <FooterContact />
        </Columns>
        <FooterBottomBar onOpenLegal={setLegal} />
      </Container>
      {/* Outside the bottom bar, whose button styles would reach the dialog's buttons. */}
      <LegalDialogs topic={legal} onOpen={setLegal} onClose={() => setLegal(null)} />
    </Root>
  );
}

import styled from '@emotion/styled';
import { paths, sectionIds, siteSettings } from '@site/site';
import { Container, Icon, type IconName } from '@site/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../logo';
import { footerServices, quickLinks } from './footer-links';
import { LegalDialog, type LegalTopic } from './legal-dialog';

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

const About = styled.div`
  p {
    margin-top: ${({ theme }) => theme.space[4]};
    max-width: 22rem;
  }
`;

const Social = styled.ul`
  display: flex !important;
  gap: ${({ theme }) => theme.space[2]} !important;
  margin-top: ${({ theme }) => theme.space[6]};
  a {
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: rgba(255, 255, 255, 0.08);
  }
  a:hover {
    background: ${({ theme }) => theme.colors.action.primary};
  }
`;

const ContactItem = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.fg.accentOnDark};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[12]};
  padding-block: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.inverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  button {
    padding: ${({ theme }) => theme.space[1]};
    border: none;
    background: none;
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  button:hover {
    color: ${({ theme }) => theme.colors.fg.inverse};
  }
  .legal {
    display: flex;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const socialLinks: readonly { label: string; icon: IconName; href: string }[] = [
  { label: 'Facebook', icon: 'facebook', href: siteSettings.social.facebook },
  { label: 'Twitter', icon: 'twitter', href: siteSettings.social.twitter },
  { label: 'LinkedIn', icon: 'linkedin', href: siteSettings.social.linkedin },
  { label: 'Instagram', icon: 'instagram', href: siteSettings.social.instagram },
  { label: 'GitHub', icon: 'github', href: siteSettings.social.github },
];

/** Site footer; also the #contact section of the home page. */
export function Footer() {
  const [legal, setLegal] = useState<LegalTopic | null>(null);
  return (
    <Root id={sectionIds.contact}>
      <Container>
        <Columns>
          <About>
            <Logo inverse />
            <p>
              Websites, web apps and mobile apps for businesses, and hands-on IT courses for students, from
              our office in {siteSettings.city}.
            </p>
            <Social aria-label={`${siteSettings.companyName} on social media`}>
              {socialLinks.map((link) => (
                <li key={link.label}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${link.label} (opens in a new tab)`}
                  >
                    <Icon name={link.icon} size="1.1rem" />
                  </a>
                </li>
              ))}
            </Social>
          </About>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links">Quick Links</h2>
            <ul>
              {quickLinks.map((link) => (
                <li key={link.section}>
                  <Link to={{ pathname: paths.home, hash: `#${link.section}` }}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services">Services</h2>
            <ul>
              {footerServices.map((service) => (
                <li key={service.label}>
                  <Link to={service.to}>{service.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2>Contact Us</h2>
            <address style={{ fontStyle: 'normal' }}>
              <ul>
                <ContactItem>
                  <Icon name="mail" />
                  <a href={`mailto:${siteSettings.email}`}>{siteSettings.email}</a>
                </ContactItem>
                {siteSettings.phones.map((phone) => (
                  <ContactItem key={phone}>
                    <Icon name="phone" />
                    <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
                  </ContactItem>
                ))}
                <ContactItem>
                  <Icon name="map-pin" />
                  <span>{siteSettings.address}</span>
                </ContactItem>
              </ul>
            </address>
          </div>
        </Columns>
        <Bottom>
          <p>
            © {new Date().getFullYear()} {siteSettings.companyName}. All rights reserved.
          </p>
          <div className="legal">
            <button type="button" onClick={() => setLegal('privacy')}>
              Privacy Policy
            </button>
            <button type="button" onClick={() => setLegal('terms')}>
              Terms of Service
            </button>
          </div>
        </Bottom>
      </Container>
      <LegalDialog topic={legal} onClose={() => setLegal(null)} />
    </Root>
  );
}

import styled from '@emotion/styled';
import { siteSettings } from '@site/site';
import { Icon, type IconName } from '@site/ui';
import { useMessages } from '../../messages';
import { Logo } from '../logo';

const About = styled.div`
  p {
    margin-top: ${({ theme }) => theme.space[4]};
    max-width: 22rem;
  }
`;

/** A row of round icon links; `!important` beats the footer columns' list layout. */
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
    background: ${({ theme }) => theme.colors.bg.inverseMuted};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.action.primary};
  }
`;

const socialLinks: readonly { label: string; icon: IconName; href: string }[] = [
  { label: 'Facebook', icon: 'facebook', href: siteSettings.social.facebook },
  { label: 'Twitter', icon: 'twitter', href: siteSettings.social.twitter },
  { label: 'LinkedIn', icon: 'linkedin', href: siteSettings.social.linkedin },
  { label: 'Instagram', icon: 'instagram', href: siteSettings.social.instagram },
  { label: 'GitHub', icon: 'github', href: siteSettings.social.github },
];

/** The footer's first column: logo, what the company does, and its social accounts. */
export function FooterAbout() {
  const t = useMessages();
  return (
    <About>
      <Logo inverse />
      <p>{t.footer.about(t.footer.city)}</p>
      <Social aria-label={t.footer.social(siteSettings.companyName)}>
        {socialLinks.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t.footer.newTab(link.label)}
            >
              <Icon name={link.icon} size="1.1rem" />
            </a>
          </li>
        ))}
      </Social>
    </About>
  );
}

import styled from '@emotion/styled';
import { paths, siteSettings } from '@site/site';
import { Link } from '@site/router';
import { useMessages } from '../messages';

const LogoLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'inverse' })<{ inverse: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  text-decoration: none;
  color: ${({ theme, inverse }) => (inverse ? theme.colors.fg.inverse : theme.colors.fg.default)};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  letter-spacing: -0.02em;
  .mark {
    display: grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.action.primary};
    color: ${({ theme }) => theme.colors.fg.onBrand};
  }
  .accent {
    color: ${({ theme, inverse }) => (inverse ? theme.colors.fg.accentOnDark : theme.colors.fg.brand)};
  }
`;

export function Logo({ inverse = false }: { inverse?: boolean }) {
  const t = useMessages();
  return (
    <LogoLink to={paths.home} inverse={inverse} aria-label={t.nav.logo(siteSettings.companyName)}>
      <span className="mark" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M9 7l-5 5 5 5M15 7l5 5-5 5" />
        </svg>
      </span>
      <span aria-hidden="true" dir="ltr">
        Code<span className="accent">Nest</span>
      </span>
    </LogoLink>
  );
}

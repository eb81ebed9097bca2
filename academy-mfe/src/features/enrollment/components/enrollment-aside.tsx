import styled from '@emotion/styled';
import { ltrOn, useLocale } from '@site/i18n';
import { siteSettings } from '@site/site';
import { CheckList, Icon, IconList } from '@site/ui';
import { useEnrollmentMessages } from '@/messages/en/enrollment';

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-content: start;
`;

const Box = styled.div<{ dark?: boolean }>`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, dark }) => (dark ? theme.colors.border.inverse : theme.colors.border.subtle)};
  background: ${({ theme, dark }) => (dark ? theme.colors.bg.inverse : theme.colors.bg.surface)};
  color: ${({ theme, dark }) => (dark ? theme.colors.fg.inverse : theme.colors.fg.default)};
  h2 {
    margin-bottom: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-underline-offset: 0.2em;
  }
`;

/** Why enroll, how classes run and whom to call, beside the form. */
export function EnrollmentAside() {
  const locale = useLocale();
  const t = useEnrollmentMessages().aside;
  return (
    <Aside aria-label={t.label}>
      <Box>
        <h2>{t.whyHeading}</h2>
        <CheckList items={t.reasons} spacing={3} markSize="1.125rem" />
      </Box>
      <Box dark>
        <h2>{t.contactHeading}</h2>
        <IconList tone="onDark" spacing={3}>
          {siteSettings.phones.map((phone) => (
            <li key={phone}>
              <Icon name="phone" size="1.125rem" />
              <a href={`tel:${phone.replace(/\s+/g, '')}`} dir={ltrOn(locale)}>
                {phone}
              </a>
            </li>
          ))}
          <li>
            <Icon name="mail" size="1.125rem" />
            <a href={`mailto:${siteSettings.email}`} dir={ltrOn(locale)}>
              {siteSettings.email}
            </a>
          </li>
          <li>
            <Icon name="map-pin" size="1.125rem" />
            <span>{t.address}</span>
          </li>
        </IconList>
      </Box>
    </Aside>
  );
}

import styled from '@emotion/styled';
import { siteSettings } from '@site/site';
import { Icon } from '@site/ui';
import { courseBenefits } from '@/lib/catalogue/courses';
import { batchFacts } from '../data/enrollment';

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
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]};
  }
  li svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme, dark }) => (dark ? theme.colors.fg.accentOnDark : theme.colors.fg.success)};
  }
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-underline-offset: 0.2em;
  }
`;

/** Why enroll, how classes run and whom to call, beside the form. */
export function EnrollmentAside() {
  return (
    <Aside aria-label="About enrollment">
      <Box>
        <h2>Why study with us</h2>
        <ul>
          {[...courseBenefits, ...batchFacts].map((item) => (
            <li key={item}>
              <Icon name="check" size="1.125rem" />
              {item}
            </li>
          ))}
        </ul>
      </Box>
      <Box dark>
        <h2>Questions? Talk to admissions</h2>
        <ul>
          {siteSettings.phones.map((phone) => (
            <li key={phone}>
              <Icon name="phone" size="1.125rem" />
              <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
            </li>
          ))}
          <li>
            <Icon name="mail" size="1.125rem" />
            <a href={`mailto:${siteSettings.email}`}>{siteSettings.email}</a>
          </li>
          <li>
            <Icon name="map-pin" size="1.125rem" />
            <span>{siteSettings.address}</span>
          </li>
        </ul>
      </Box>
    </Aside>
  );
}

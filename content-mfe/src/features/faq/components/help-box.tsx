import styled from '@emotion/styled';
import { siteSettings } from '@site/site';
import { ButtonAnchor, Icon, IconTile } from '@site/ui';
import { useFaqMessages } from '@/messages/en/faq';

const Box = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: center;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.bg.brandGradientStart},
    ${({ theme }) => theme.colors.bg.brandGradientEnd}
  );
  color: ${({ theme }) => theme.colors.fg.inverse};
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    max-width: 34rem;
    color: ${({ theme }) => theme.colors.fg.inverse};
  }
  .nowrap {
    white-space: nowrap;
  }
  .phones {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.fg.inverseMuted};
  }
  .phones a {
    color: ${({ theme }) => theme.colors.fg.inverse};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** 'Contact Support' opens an e-mail to the company, since the site has no chat or ticket system. */
export function HelpBox() {
  const t = useFaqMessages().help;
  const [phone] = siteSettings.phones;
  const telHref = `tel:${phone.replace(/\s+/g, '')}`;
  return (
    <Box aria-labelledby="faq-help-heading">
      <IconTile icon="message" size="md" tone="inverse" radius="full" />
      <h2 id="faq-help-heading">{t.title}</h2>
      <p>
        {t.textBefore} <span className="nowrap">{t.hours}</span>
        {t.textAfter}
      </p>
      <ButtonAnchor
        variant="inverse"
        size="lg"
        href={`mailto:${siteSettings.email}?subject=${encodeURIComponent(t.supportSubject)}`}
      >
        <Icon name="mail" />
        {t.contact}
      </ButtonAnchor>
      <p className="phones">
        {t.call}{' '}
        <a href={telHref}>
          <bdi dir="ltr">{phone}</bdi>
        </a>
      </p>
    </Box>
  );
}

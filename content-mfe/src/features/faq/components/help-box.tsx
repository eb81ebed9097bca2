import styled from '@emotion/styled';
import { siteSettings } from '@site/site';
import { ButtonAnchor, Icon, IconTile } from '@site/ui';

/** The help box mentions live chat 9 AM - 6 PM. */
export const LIVE_CHAT_HOURS = '9 AM - 6 PM';

const SUPPORT_SUBJECT = 'Support request from the FAQ page';

const Box = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: center;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.palette.blue[700]},
    ${({ theme }) => theme.palette.navy[800]}
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
  const [phone] = siteSettings.phones;
  const telHref = `tel:${phone.replace(/\s+/g, '')}`;
  return (
    <Box aria-labelledby="faq-help-heading">
      <IconTile icon="message" size="md" tone="inverse" radius="full" />
      <h2 id="faq-help-heading">Still have questions?</h2>
      <p>
        Our support team is happy to help. Live chat is available{' '}
        <span className="nowrap">{LIVE_CHAT_HOURS}</span>, and you can e-mail us at any time.
      </p>
      <ButtonAnchor
        variant="inverse"
        size="lg"
        href={`mailto:${siteSettings.email}?subject=${encodeURIComponent(SUPPORT_SUBJECT)}`}
      >
        <Icon name="mail" />
        Contact Support
      </ButtonAnchor>
      <p className="phones">
        Or call us: <a href={telHref}>{phone}</a>
      </p>
    </Box>
  );
}

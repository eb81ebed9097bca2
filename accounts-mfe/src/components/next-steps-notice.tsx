import styled from '@emotion/styled';
import { siteSettings } from '@site/site';
import { Icon } from '@site/ui';
import type { ReactNode } from 'react';
import { useContactMessages } from '@/messages/en/contact';

const Box = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg.brandSubtle};
  color: ${({ theme }) => theme.colors.fg.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  > svg {
    color: ${({ theme }) => theme.colors.fg.brand};
    margin-block-start: 0.125rem;
  }
  strong {
    display: block;
    margin-block-end: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.fg.brand};
  }
  p + p {
    margin-block-start: ${({ theme }) => theme.space[2]};
  }
  a {
    color: ${({ theme }) => theme.colors.fg.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-underline-offset: 0.2em;
    white-space: nowrap;
  }
`;

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/**
 * How to reach the institute: the e-mail and both phones from the site settings, kept left to
 * right inside a sentence in any language.
 */
export function ContactLine({ lead }: { lead: string }) {
  const t = useContactMessages();
  const [first, second] = siteSettings.phones;
  return (
    <p>
      {lead}{' '}
      <a href={`mailto:${siteSettings.email}`}>
        <bdi dir="ltr">{siteSettings.email}</bdi>
      </a>{' '}
      {t.orCall}{' '}
      <a href={telHref(first)}>
        <bdi dir="ltr">{first}</bdi>
      </a>{' '}
      /{' '}
      <a href={telHref(second)}>
        <bdi dir="ltr">{second}</bdi>
      </a>
      {t.end}
    </p>
  );
}

export interface NextStepsNoticeProps {
  /** Show the message (the live region itself is always present so it gets announced). */
  open: boolean;
  title: string;
  children: ReactNode;
}

/**
 * Shown after a sign-in form is submitted: the forms are front end only, so we say plainly
 * that nothing was sent and what the visitor can do instead. Announced politely (role=status).
 */
export function NextStepsNotice({ open, title, children }: NextStepsNoticeProps) {
  return (
    <div role="status">
      {open && (
        <Box>
          <Icon name="message" />
          <div>
            <strong>{title}</strong>
            {children}
          </div>
        </Box>
      )}
    </div>
  );
}

/** The notice of a sign-in screen: what happens next, then how to reach the institute. */
export function contactNotice(
  open: boolean,
  words: { title: string; text: string; contact: string },
): NextStepsNoticeProps {
  return {
    open,
    title: words.title,
    children: (
      <>
        <p>{words.text}</p>
        <ContactLine lead={words.contact} />
      </>
    ),
  };
}

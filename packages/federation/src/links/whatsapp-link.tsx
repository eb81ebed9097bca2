import { whatsAppLink } from '@site/site';
import { IconAnchor, Icon, type IconLinkStyleProps } from '@site/ui';
import type { ReactNode } from 'react';

/**
 * A contact point: a chat with the company on WhatsApp, opened in a new tab or the app, with
 * `message` typed in (in the page's language, naming the page's subject). The visible text says
 * it is WhatsApp; the number is the company's, from @site/site.
 */
export function WhatsAppLink({
  message,
  children,
  className,
  ...style
}: IconLinkStyleProps & { message: string; children: ReactNode; className?: string }) {
  return (
    <IconAnchor
      href={whatsAppLink(message)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      touchTarget
      gap={2}
      {...style}
    >
      <Icon name="whatsapp" />
      {children}
    </IconAnchor>
  );
}

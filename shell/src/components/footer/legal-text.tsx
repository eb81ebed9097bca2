// The body of a legal summary's dialog: a chunk of its own with its words (./legal-dialog.tsx
// loads it when a visitor reaches for the footer's buttons), so no page carries them.
import { siteSettings } from '@site/site';
import { TextLink } from '@site/ui';
import { useLegalMessages } from '../../messages/en-legal';
import type { LegalTopic } from './legal-dialog';

export function LegalText({ topic }: { topic: LegalTopic }) {
  const t = useLegalMessages();
  return (
    <>
      {t[topic].map((text) => (
        <p key={text} style={{ marginBlockEnd: '0.75rem' }}>
          {text}
        </p>
      ))}
      <p>
        {t.onRequest}{' '}
        <TextLink href={`mailto:${siteSettings.email}`} dir="ltr">
          {siteSettings.email}
        </TextLink>
        {t.end}
      </p>
    </>
  );
}

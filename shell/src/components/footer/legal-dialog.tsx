import { siteSettings } from '@site/site';
import { Dialog, TextLink } from '@site/ui';
import { useMessages } from '../../messages';

export type LegalTopic = 'privacy' | 'terms';

/** The full documents are being finalised; until then a short summary and a way to ask. */
export function LegalDialog({ topic, onClose }: { topic: LegalTopic | null; onClose: () => void }) {
  const t = useMessages();
  return (
    <Dialog open={topic !== null} onClose={onClose} title={topic ? t.footer[topic] : ''} size="sm">
      {topic &&
        t.legal[topic].map((text) => (
          <p key={text} style={{ marginBlockEnd: '0.75rem' }}>
            {text}
          </p>
        ))}
      <p>
        {t.legal.onRequest}{' '}
        <TextLink href={`mailto:${siteSettings.email}`} dir="ltr">
          {siteSettings.email}
        </TextLink>
        {t.legal.end}
      </p>
    </Dialog>
  );
}

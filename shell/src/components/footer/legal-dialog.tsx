import { siteSettings } from '@site/site';
import { Dialog, TextLink } from '@site/ui';

export type LegalTopic = 'privacy' | 'terms';

const copy: Record<LegalTopic, { title: string; paragraphs: string[] }> = {
  privacy: {
    title: 'Privacy Policy',
    paragraphs: [
      'We use the details you send us (for example through the project request form) only to answer you and to prepare a proposal. We do not sell or share them.',
      'This site sets no tracking cookies and loads nothing from other companies.',
    ],
  },
  terms: {
    title: 'Terms of Service',
    paragraphs: [
      'Quotes, prices and course fees on this site are indicative; the written proposal or admission letter you receive is what binds us.',
      'Course content and schedules may change to keep up with the industry; enrolled students are told in advance.',
    ],
  },
};

/** The full documents are being finalised; until then a short summary and a way to ask. */
export function LegalDialog({ topic, onClose }: { topic: LegalTopic | null; onClose: () => void }) {
  const content = topic ? copy[topic] : null;
  return (
    <Dialog open={topic !== null} onClose={onClose} title={content?.title ?? ''} size="sm">
      {content?.paragraphs.map((text) => (
        <p key={text} style={{ marginBottom: '0.75rem' }}>
          {text}
        </p>
      ))}
      <p>
        The complete document is available on request:{' '}
        <TextLink href={`mailto:${siteSettings.email}`}>{siteSettings.email}</TextLink>.
      </p>
    </Dialog>
  );
}

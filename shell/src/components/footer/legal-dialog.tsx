import { onDemand } from '@site/federation';
import { Dialog } from '@site/ui';
import { SHELL_MESSAGES, useMessages } from '../../messages';

export type LegalTopic = 'privacy' | 'terms';

/** The summaries' text, with its words: fetched when a visitor reaches for a legal button. */
export const legalText = onDemand(SHELL_MESSAGES, () =>
  import(/* webpackChunkName: "legal-text" */ './legal-text').then((m) => m.LegalText),
);

/** The full documents are being finalised; until then a short summary and a way to ask. */
export function LegalDialog({ topic, onClose }: { topic: LegalTopic | null; onClose: () => void }) {
  const t = useMessages();
  return (
    <Dialog open={topic !== null} onClose={onClose} title={topic ? t.footer[topic] : ''} size="sm">
      {topic && <legalText.Part label={t.footer.document(t.footer[topic])} topic={topic} />}
    </Dialog>
  );
}

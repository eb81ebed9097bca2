import { onDemand } from '@site/federation';
import { Dialog } from '@site/ui';
import { SHELL_MESSAGES, useMessages } from '../../messages';

export const LEGAL_TOPICS = ['privacy', 'terms'] as const;
export type LegalTopic = (typeof LEGAL_TOPICS)[number];

/** The id of a topic's dialog, which the footer's button commands (`commandfor`). */
export const legalDialogId = (topic: LegalTopic) => `legal-${topic}`;

/** The summaries' text, with its words: fetched when a visitor reaches for a legal button. */
export const legalText = onDemand(SHELL_MESSAGES, () =>
  import(/* webpackChunkName: "legal-text" */ './legal-text').then((m) => m.LegalText),
);

/**
 * The full documents are being finalised; until then a short summary and a way to ask. One dialog
 * per topic, in the page from the start (closed, with its title), so the footer's button opens it
 * natively at the first tap; its text comes once it is open.
 */
export function LegalDialogs({
  topic,
  onOpen,
  onClose,
}: {
  topic: LegalTopic | null;
  onOpen: (topic: LegalTopic) => void;
  onClose: () => void;
}) {
  const t = useMessages();
  return LEGAL_TOPICS.map((each) => (
    <Dialog
      key={each}
      id={legalDialogId(each)}
      open={topic === each}
      onOpen={() => onOpen(each)}
      onClose={onClose}
      title={t.footer[each]}
      size="sm"
    >
      {topic === each && <legalText.Part label={t.footer.document(t.footer[each])} topic={each} />}
    </Dialog>
  ));
}

import styled from '@emotion/styled';
import { siteSettings } from '@site/site';
import { supportsInvokerCommands } from '@site/ui';
import { useMessages } from '../../messages';
import { LEGAL_TOPICS, legalDialogId, legalText, type LegalTopic } from './legal-dialog';

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[12]};
  padding-block: ${({ theme }) => theme.space[6]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border.inverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  button {
    padding: ${({ theme }) => theme.space[1]};
    border: none;
    background: none;
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  button:hover {
    color: ${({ theme }) => theme.colors.fg.inverse};
  }
  .legal {
    display: flex;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

/**
 * Copyright line and the legal buttons. The legal documents have no pages yet, so the buttons
 * open a summary dialog rather than link nowhere: natively (`commandfor`), or where a browser
 * cannot, through `onOpenLegal` once the frame has hydrated; a pointer over one, a touch or focus
 * fetches the summaries' text.
 */
export function FooterBottomBar({ onOpenLegal }: { onOpenLegal: (topic: LegalTopic) => void }) {
  const t = useMessages();
  return (
    <Bottom>
      <p>{t.footer.rights(new Date().getFullYear(), siteSettings.companyName)}</p>
      <div className="legal">
        {LEGAL_TOPICS.map((topic) => (
          <button
            key={topic}
            type="button"
            commandfor={legalDialogId(topic)}
            command="show-modal"
            onClick={() => !supportsInvokerCommands() && onOpenLegal(topic)}
            {...legalText.intent}
          >
            {t.footer[topic]}
          </button>
        ))}
      </div>
    </Bottom>
  );
}

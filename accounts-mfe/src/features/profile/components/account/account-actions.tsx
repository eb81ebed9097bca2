import styled from '@emotion/styled';
import { useLocale } from '@site/i18n';
import { peopleApi } from '@site/people';
import { Alert, Button, ButtonAnchor, Icon, Panel } from '@site/ui';
import { useId, useState } from 'react';
import { replacePage } from '@/lib/leave-page';
import { refusalOf } from '@/lib/people-api';
import { signedOutUrl, type PersonSessionReason } from '@/lib/person-paths';
import { markSignedOut } from '@/lib/signed-in-mark';
import { useAccountMessages } from '@/messages/en/account';
import type { PersonRequest } from '../../hooks/use-person';
import { DeleteAccount } from './delete-account';

const Box = styled(Panel)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
  .action {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
  .action + .action {
    padding-block-start: ${({ theme }) => theme.space[4]};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
  .note {
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * What a person does with their account: sign out (this session, or every one), download
 * everything stored about them, delete it. Signed out or deleted, /login replaces the profile,
 * loaded afresh (nothing the page held stays in memory or in its history entry), saying so.
 */
export function AccountActions({ request }: { request: PersonRequest }) {
  const t = useAccountMessages();
  const locale = useLocale();
  const ids = { heading: useId(), everywhere: useId(), download: useId() };
  const [busy, setBusy] = useState<'signed-out' | 'everywhere' | null>(null);
  const [failed, setFailed] = useState(false);

  const leave = (reason: PersonSessionReason) => {
    markSignedOut();
    replacePage(signedOutUrl(reason, locale));
  };

  const signOut = async (reason: 'signed-out' | 'everywhere') => {
    setBusy(reason);
    setFailed(false);
    try {
      await request(reason === 'everywhere' ? peopleApi.sessions : peopleApi.session, { method: 'DELETE' });
    } catch (error) {
      // A session that had already ended is signed out too.
      if (refusalOf(error).status !== 401) {
        setFailed(true);
        setBusy(null);
        return;
      }
    }
    leave(reason);
  };

  return (
    <Box as="section" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t.actions.title}</h2>
      <div className="action">
        <Button
          type="button"
          variant="secondary"
          fullWidth
          disabled={busy !== null}
          onClick={() => signOut('signed-out')}
        >
          <Icon name="lock" size="1.125rem" />
          {busy === 'signed-out' ? t.actions.signingOut : t.actions.signOut}
        </Button>
      </div>
      <div className="action">
        <Button
          type="button"
          variant="ghost"
          fullWidth
          disabled={busy !== null}
          aria-describedby={ids.everywhere}
          onClick={() => signOut('everywhere')}
        >
          <Icon name="smartphone" size="1.125rem" />
          {busy === 'everywhere' ? t.actions.signingOut : t.actions.everywhere}
        </Button>
        <p className="note" id={ids.everywhere}>
          {t.actions.everywhereNote}
        </p>
      </div>
      {failed && <Alert tone="error">{t.unreachable}</Alert>}
      <div className="action">
        {/* A plain link: the browser downloads the API's file with the session's cookie. */}
        <ButtonAnchor
          href={peopleApi.export}
          download
          variant="ghost"
          fullWidth
          aria-describedby={ids.download}
        >
          <Icon name="download" size="1.125rem" />
          {t.actions.download}
        </ButtonAnchor>
        <p className="note" id={ids.download}>
          {t.actions.downloadNote}
        </p>
      </div>
      <div className="action">
        <DeleteAccount request={request} onDeleted={() => leave('deleted')} />
      </div>
    </Box>
  );
}

import styled from '@emotion/styled';
import { useLocale } from '@site/i18n';
import { peopleApi } from '@site/people';
import { Button, Dialog, Icon } from '@site/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { PasswordField } from '@/components/password-field';
import { refusalMessage, refusalOf } from '@/lib/people-api';
import { useAccountMessages } from '@/messages/en/account';
import type { PersonRequest } from '../../hooks/use-person';

const Danger = styled(Button)`
  background: ${({ theme }) => theme.colors.fg.danger};
  color: ${({ theme }) => theme.colors.fg.onBrand};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.fg.danger};
    filter: brightness(0.9);
  }
`;

/** The way into the deletion: quiet like the other actions, in the colour of what it does. */
const Opener = styled(Button)`
  color: ${({ theme }) => theme.colors.fg.danger};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.bg.dangerSubtle};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export interface DeleteAccountProps {
  request: PersonRequest;
  onDeleted: () => void;
}

/**
 * "Delete my account", confirmed in a dialog with the password typed again (a session left open
 * on a shared computer is not enough). Deleted: every session ends and the profile goes; the leads
 * stay with the company, unlinked. A wrong password (403) is said under the field, and a
 * session that is over (401) takes the page back to the sample.
 */
export function DeleteAccount({ request, onDeleted }: DeleteAccountProps) {
  const t = useAccountMessages();
  const language = useLocale();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const close = () => {
    setOpen(false);
    setPassword('');
    setVisible(false);
    setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await request(peopleApi.me, { method: 'DELETE', body: { password } });
      onDeleted();
    } catch (caught) {
      const refusal = refusalOf(caught);
      if (refusal.status === 401) return;
      setError(refusalMessage(refusal, t.unreachable, language));
      // A wrong password goes; a wait (429, our server briefly unavailable) keeps what was typed.
      if (refusal.status === 403) setPassword('');
      passwordRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Opener type="button" variant="ghost" fullWidth onClick={() => setOpen(true)}>
        <Icon name="alert" size="1.125rem" />
        {t.actions.delete}
      </Opener>
      <Dialog
        open={open}
        onClose={close}
        size="sm"
        title={t.deletion.title}
        footer={
          <>
            <Button type="button" variant="secondary" onClick={close}>
              {t.deletion.cancel}
            </Button>
            <Danger type="submit" form={formId} disabled={busy}>
              {busy ? t.deletion.deleting : t.deletion.confirm}
            </Danger>
          </>
        }
      >
        <Form id={formId} onSubmit={submit}>
          <p>{t.deletion.text}</p>
          <PasswordField
            label={t.deletion.password}
            required
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            visible={visible}
            onVisibleChange={setVisible}
            inputRef={passwordRef}
            error={error ?? undefined}
          />
        </Form>
      </Dialog>
    </>
  );
}

import { PASSWORD_MIN_LENGTH } from '@site/staff';
import { useState, type RefObject } from 'react';
import { PasswordField } from '@/components/password-field';
import { useSetupMessages } from '@/messages/en/staff-setup';

export interface NewPasswordFieldsProps {
  id: string;
  password: string;
  confirm: string;
  onPasswordChange: (password: string) => void;
  onConfirmChange: (confirm: string) => void;
  errors: { password?: string; confirm?: string };
  passwordRef: RefObject<HTMLInputElement | null>;
  confirmRef: RefObject<HTMLInputElement | null>;
}

/**
 * The new password and its confirmation: one eye shows or hides both (typed twice, they are
 * compared by eye too). The rule is said in the hint; nothing else is asked of a password.
 */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const t = useSetupMessages();
  const [visible, setVisible] = useState(false);
  return (
    <>
      <PasswordField
        label={t.password}
        required
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={t.passwordHint}
        error={props.errors.password}
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.target.value)}
        visible={visible}
        onVisibleChange={setVisible}
        alsoControls={[`${props.id}-confirm`]}
        inputRef={props.passwordRef}
      />
      <PasswordField
        id={`${props.id}-confirm`}
        label={t.confirm}
        required
        autoComplete="new-password"
        error={props.errors.confirm}
        value={props.confirm}
        onChange={(event) => props.onConfirmChange(event.target.value)}
        visible={visible}
        inputRef={props.confirmRef}
      />
    </>
  );
}

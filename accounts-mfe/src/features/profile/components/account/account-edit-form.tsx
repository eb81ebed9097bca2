import { useLocale } from '@site/i18n';
import { LANGUAGES, type Language } from '@site/leads';
import { PROFILE_LIMITS, peopleApi, type PersonProfile, type ProfileUpdate } from '@site/people';
import { Alert, Button, SelectField, TextAreaField, TextField } from '@site/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fieldMessage, refusalMessage, refusalOf } from '@/lib/people-api';
import { useAccountMessages } from '@/messages/en/account';
import { useProfileMessages } from '@/messages/en/profile';
import type { PersonRequest } from '../../hooks/use-person';
import { EditForm } from '../profile-edit-form';

const fields = ['name', 'phone', 'location', 'bio'] as const;
type Field = (typeof fields)[number];
type Draft = Record<Field, string> & { language: Language };

export interface AccountEditFormProps {
  profile: PersonProfile;
  headingId: string;
  request: PersonRequest;
  onSaved: (profile: PersonProfile) => void;
  onCancel: () => void;
}

/**
 * A signed-in person's edit mode: the spec's fields saved to the account (`peopleApi.profile`), and
 * the language of their mails. The e-mail address is the account's name: shown, not edited. The
 * API's refusals go under their fields, the focus to the first.
 */
export function AccountEditForm({ profile, headingId, request, onSaved, onCancel }: AccountEditFormProps) {
  const t = { profile: useProfileMessages().form, account: useAccountMessages() };
  const locale = useLocale();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => ({
    name: profile.name,
    phone: profile.phone ?? '',
    location: profile.location ?? '',
    bio: profile.bio ?? '',
    language: profile.language,
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Entering edit mode puts the person in the first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    value: draft[name],
    error: errors[name],
    maxLength: PROFILE_LIMITS[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const update: ProfileUpdate = {
      name: draft.name.trim(),
      phone: draft.phone.trim() || null,
      location: draft.location.trim() || null,
      bio: draft.bio.trim() || null,
      language: draft.language,
    };
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      onSaved(await request<PersonProfile>(peopleApi.profile, { method: 'POST', body: update }));
    } catch (error) {
      const refusal = refusalOf(error);
      const found = Object.fromEntries(
        fields.flatMap((name) => {
          const message = refusal.status === 422 ? fieldMessage(refusal, name) : undefined;
          return message ? [[name, message]] : [];
        }),
      ) as Partial<Record<Field, string>>;
      const first = fields.find((name) => found[name]);
      if (first) {
        setErrors(found);
        document.getElementById(`${id}-${first}`)?.focus();
      } else setFailure(refusalMessage(refusal, t.account.unreachable, locale));
    } finally {
      setBusy(false);
    }
  };

  return (
    <EditForm ref={formRef} onSubmit={submit} aria-labelledby={headingId}>
      <h2 id={headingId}>{t.profile.title}</h2>
      <TextField label={t.profile.fullName} autoComplete="name" required dir="auto" {...field('name')} />
      <TextField
        label={t.profile.email}
        type="email"
        value={profile.email}
        readOnly
        dir="ltr"
        hint={t.account.edit.emailNote}
      />
      <TextField
        label={t.profile.phone}
        type="tel"
        autoComplete="tel"
        showOptional
        dir="auto"
        {...field('phone')}
      />
      <TextField
        label={t.profile.location}
        autoComplete="address-level2"
        showOptional
        dir="auto"
        {...field('location')}
      />
      <TextAreaField label={t.profile.bio} rows={5} showOptional dir="auto" {...field('bio')} />
      <SelectField
        label={t.account.mailLanguage}
        value={draft.language}
        onChange={(event) => setDraft((d) => ({ ...d, language: event.target.value as Language }))}
        options={LANGUAGES.map((language) => ({ value: language, label: t.account.languages[language] }))}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="actions">
        <Button type="submit" disabled={busy}>
          {busy ? t.account.edit.saving : t.profile.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t.profile.cancel}
        </Button>
      </div>
    </EditForm>
  );
}

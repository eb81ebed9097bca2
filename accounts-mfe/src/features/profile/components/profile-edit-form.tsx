import styled from '@emotion/styled';
import { Button, TextAreaField, TextField, bindFields } from '@site/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useProfileMessages } from '@/messages/en/profile';
import type { EditableProfile, Profile } from '../data/sample-profile';

/** The edit mode's form: its heading, fields and actions (the account's edit form shares it). */
export const EditForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[3]};
    margin-block-start: ${({ theme }) => theme.space[2]};
  }
  .actions > * {
    flex: 1 1 8rem;
  }
`;

export interface ProfileEditFormProps {
  profile: Profile;
  headingId: string;
  onSave: (edits: EditableProfile) => void;
  onCancel: () => void;
}

/** Edit mode: a draft of the profile; nothing changes until "Save Changes". */
export function ProfileEditForm({ profile, headingId, onSave, onCancel }: ProfileEditFormProps) {
  const t = useProfileMessages().form;
  const [draft, setDraft] = useState<EditableProfile>(() => ({
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    location: profile.location,
    bio: profile.bio,
  }));
  const formRef = useRef<HTMLFormElement>(null);

  // Entering edit mode puts the visitor in the first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  const field = bindFields(draft, (key, value) => setDraft((d) => ({ ...d, [key]: value })));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({
      name: draft.name.trim(),
      email: draft.email.trim(),
      phone: draft.phone.trim(),
      location: draft.location.trim(),
      bio: draft.bio.trim(),
    });
  };

  return (
    <EditForm ref={formRef} onSubmit={onSubmit} aria-labelledby={headingId}>
      <h2 id={headingId}>{t.title}</h2>
      <TextField label={t.fullName} autoComplete="name" required dir="auto" {...field('name')} />
      <TextField label={t.email} type="email" autoComplete="email" required dir="auto" {...field('email')} />
      <TextField label={t.phone} type="tel" autoComplete="tel" showOptional dir="auto" {...field('phone')} />
      <TextField label={t.location} autoComplete="address-level2" showOptional {...field('location')} />
      <TextAreaField label={t.bio} rows={5} showOptional dir="auto" {...field('bio')} />
      <div className="actions">
        <Button type="submit">{t.save}</Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </EditForm>
  );
}

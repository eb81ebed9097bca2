import styled from '@emotion/styled';
import { Button, TextAreaField, TextField, bindFields } from '@site/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { EditableProfile, Profile } from '../data/sample-profile';

const Form = styled.form`
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
    margin-top: ${({ theme }) => theme.space[2]};
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
    <Form ref={formRef} onSubmit={onSubmit} aria-labelledby={headingId}>
      <h2 id={headingId}>Edit Profile</h2>
      <TextField label="Full Name" autoComplete="name" required {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" showOptional {...field('phone')} />
      <TextField label="Location" autoComplete="address-level2" showOptional {...field('location')} />
      <TextAreaField label="Bio" rows={5} showOptional {...field('bio')} />
      <div className="actions">
        <Button type="submit">Save Changes</Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

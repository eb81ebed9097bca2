import { Alert } from '@site/ui';
import { useMemo } from 'react';
import { useProfileMessages } from '@/messages/en/profile';
import { sampleProfile, type EditableProfile } from '../data/sample-profile';
import { useEditMode } from '../hooks/use-edit-mode';
import { useStoredProfile } from '../hooks/use-stored-profile';
import { ForgetMe } from './forget-me';
import { ProfileCard, ProfileCardPanel } from './profile-card';
import { ProfileEditForm } from './profile-edit-form';

type Notice = { tone: 'success' | 'error'; text: 'saved' | 'notStored' | 'forgotten' };

/** The profile card: view mode, or edit mode after "Edit Profile". */
export function ProfilePanel() {
  const t = useProfileMessages();
  // The sample student in the page's language; the e-mail, phone and join date are facts.
  const sample = useMemo(() => ({ ...sampleProfile, ...t.sample }), [t]);
  const { profile, save, forget } = useStoredProfile(sample);
  const { editing, notice, setNotice, headingId, editButtonRef, start, leave } = useEditMode<Notice>();

  const onSave = (edits: EditableProfile) =>
    leave(
      save(edits) === 'saved' ? { tone: 'success', text: 'saved' } : { tone: 'error', text: 'notStored' },
    );

  return (
    <ProfileCardPanel as="section" aria-labelledby={headingId}>
      {editing ? (
        <ProfileEditForm
          profile={profile}
          headingId={headingId}
          onSave={onSave}
          onCancel={() => leave(null)}
        />
      ) : (
        <ProfileCard profile={profile} headingId={headingId} editButtonRef={editButtonRef} onEdit={start} />
      )}
      {notice && <Alert tone={notice.tone}>{t.notices[notice.text]}</Alert>}
      {!editing && (
        <ForgetMe
          onForget={() => {
            forget();
            setNotice({ tone: 'success', text: 'forgotten' });
          }}
        />
      )}
    </ProfileCardPanel>
  );
}

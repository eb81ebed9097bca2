import styled from '@emotion/styled';
import { Alert, Panel } from '@site/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useProfileMessages } from '@/messages/en/profile';
import { sampleProfile, type EditableProfile } from '../data/sample-profile';
import { useStoredProfile } from '../hooks/use-stored-profile';
import { ForgetMe } from './forget-me';
import { ProfileCard } from './profile-card';
import { ProfileEditForm } from './profile-edit-form';

const Card = styled(Panel)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-content: start;
`;

type Notice = { tone: 'success' | 'error'; text: 'saved' | 'notStored' | 'forgotten' } | null;

/** The profile card: view mode, or edit mode after "Edit Profile". */
export function ProfilePanel() {
  const t = useProfileMessages();
  // The sample student in the page's language; the e-mail, phone and join date are facts.
  const sample = useMemo(() => ({ ...sampleProfile, ...t.sample }), [t]);
  const { profile, save, forget } = useStoredProfile(sample);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const headingId = `${useId()}-profile`;
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Leaving edit mode puts focus back on "Edit Profile", where the visitor started.
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  const leaveEdit = (next: Notice) => {
    returnFocus.current = true;
    setNotice(next);
    setEditing(false);
  };

  const onSave = (edits: EditableProfile) =>
    leaveEdit(
      save(edits) === 'saved' ? { tone: 'success', text: 'saved' } : { tone: 'error', text: 'notStored' },
    );

  return (
    <Card as="section" aria-labelledby={headingId}>
      {editing ? (
        <ProfileEditForm
          profile={profile}
          headingId={headingId}
          onSave={onSave}
          onCancel={() => leaveEdit(null)}
        />
      ) : (
        <ProfileCard
          profile={profile}
          headingId={headingId}
          editButtonRef={editButtonRef}
          onEdit={() => {
            setNotice(null);
            setEditing(true);
          }}
        />
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
    </Card>
  );
}

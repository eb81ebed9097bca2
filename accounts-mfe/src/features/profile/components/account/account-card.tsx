import type { PersonMe, PersonProfile } from '@site/people';
import { Alert } from '@site/ui';
import { useAccountMessages } from '@/messages/en/account';
import { useEditMode } from '../../hooks/use-edit-mode';
import type { PersonRequest } from '../../hooks/use-person';
import { ProfileCard, ProfileCardPanel } from '../profile-card';
import { AccountEditForm } from './account-edit-form';

export interface AccountCardProps {
  me: PersonMe;
  request: PersonRequest;
  onSaved: (profile: PersonProfile) => void;
}

/** The spec's profile card for a signed-in person: view mode, or edit mode saved to the account. */
export function AccountCard({ me, request, onSaved }: AccountCardProps) {
  const t = useAccountMessages();
  const { profile } = me;
  const { editing, notice: saved, headingId, editButtonRef, start, leave } = useEditMode<true>();

  return (
    <ProfileCardPanel as="section" aria-labelledby={headingId}>
      {editing ? (
        <AccountEditForm
          profile={profile}
          headingId={headingId}
          request={request}
          onSaved={(next) => {
            onSaved(next);
            leave(true);
          }}
          onCancel={() => leave(null)}
        />
      ) : (
        <ProfileCard
          profile={{
            ...profile,
            phone: profile.phone ?? '',
            location: profile.location ?? '',
            bio: profile.bio ?? '',
          }}
          badge={me.courses.length > 0 ? t.badges.student : t.badges.member}
          moreRows={[{ icon: 'globe', label: t.mailLanguage, value: t.languages[profile.language] }]}
          headingId={headingId}
          editButtonRef={editButtonRef}
          onEdit={start}
        />
      )}
      {saved && !editing && <Alert tone="success">{t.edit.saved}</Alert>}
    </ProfileCardPanel>
  );
}

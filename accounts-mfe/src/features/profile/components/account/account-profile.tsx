import styled from '@emotion/styled';
import { useLocale } from '@site/i18n';
import { courseStatusLabels, type PersonCourse } from '@site/people';
import { Alert, Button } from '@site/ui';
import { IsolatedPart } from '@/components/isolated-part';
import { Waiting } from '@/components/waiting';
import { useAccountMessages } from '@/messages/en/account';
import { useProfileMessages } from '@/messages/en/profile';
import { usePerson } from '../../hooks/use-person';
import type { CourseView } from '../course-progress-card';
import { CourseList } from '../my-courses';
import { AccountActions } from './account-actions';
import { AccountCard } from './account-card';
import { SentRequests } from './sent-requests';

// Phone: the card, then the courses and requests, then the account's actions. Desktop: the card
// and the actions on the left, the courses and requests on the right, each column its own height.
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  grid-template-areas: 'card' 'main' 'actions';
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 24rem) minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'card main' 'actions main';
    align-items: start;
    gap: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[10]};
  }
`;

const Area = styled.div<{ area: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-content: start;
  grid-area: ${({ area }) => area};
  min-width: 0;
`;

const Failed = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
`;

/** A course as staff keep it, as "My Courses" shows it: its name is the course's own, in English. */
function courseView(
  course: PersonCourse,
  statuses: Readonly<Record<PersonCourse['status'], string>>,
): CourseView {
  return {
    key: String(course.id),
    title: course.course,
    lang: 'en',
    progress: course.progress,
    complete: course.status === 'completed',
    status: statuses[course.status],
    enrollDate: course.enrollDate,
    batchStart: course.batchStart,
  };
}

/**
 * /profile for a signed-in person (a part of its own: a visitor who is not signed in never loads
 * it): the spec's profile card and edit mode saved to the account, their own courses as staff
 * keep them, what they sent, and their account's actions. Everything comes from the API in the
 * browser; nothing of it is kept after the page.
 */
export function AccountProfile({ onEnded }: { onEnded: () => void }) {
  const t = useAccountMessages();
  const profileWords = useProfileMessages().account;
  const locale = useLocale();
  const { person, request, update, retry } = usePerson(onEnded);

  if (person.state === 'loading') return <Waiting label={profileWords.loading} />;
  if (person.state === 'failed')
    return (
      <Failed>
        <Alert tone="error">
          <strong>{t.failed.title}.</strong> {t.failed.text}
        </Alert>
        <Button type="button" variant="secondary" onClick={retry}>
          {t.retry}
        </Button>
      </Failed>
    );

  const { me } = person;
  return (
    <Layout>
      <Area area="card">
        {!me.emailVerified && (
          <Alert tone="info">
            <strong>{t.unverified.title}.</strong>{' '}
            <IsolatedPart text={t.unverified.text(me.profile.email)} part={me.profile.email} />
          </Alert>
        )}
        <AccountCard
          me={me}
          request={request}
          onSaved={(profile) => update((current) => ({ ...current, profile }))}
        />
      </Area>
      <Area area="main">
        <CourseList
          courses={me.courses.map((course) => courseView(course, courseStatusLabels[locale]))}
          empty={t.courses.empty}
        />
        <SentRequests me={me} />
      </Area>
      <Area area="actions">
        <AccountActions request={request} />
      </Area>
    </Layout>
  );
}

import styled from '@emotion/styled';
import { ButtonLink } from '@site/federation';
import { studentsApi, type EnrollStudentAnswer, type LeadStudent, type StudentRow } from '@site/people';
import type { LeadDetail } from '@site/staff';
import { Alert } from '@site/ui';
import { useState } from 'react';
import { LoadFailed, Loading } from '@/components/staff-states';
import { useStaffResource } from '@/lib/use-staff-resource';
import { useStudentsMessages } from '@/messages/en/staff-students';
import { batchDay, studentsHref } from '@/lib/students-query';
import { EnrollForm } from './enroll-form';
import { InvitationShare } from './invitation-share';

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
  p {
    overflow-wrap: anywhere;
  }
  .progress {
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * An enrollment's student (issue 43): "Enroll as student" with the batch's first day, then what
 * came of it: an invitation (mailed, and its one-time link shown once, for WhatsApp), or the course
 * added to the account the address already has (its owner mailed, no link). Once a student, the
 * course, its batch and the progress a teacher keeps.
 */
export function LeadStudentPanel({ lead, onEnrolled }: { lead: LeadDetail; onEnrolled: () => void }) {
  const t = useStudentsMessages();
  const { loaded, retry, replace } = useStaffResource<LeadStudent>(studentsApi.enroll(lead.id));
  const [answer, setAnswer] = useState<EnrollStudentAnswer | null>(null);

  if (loaded.state === 'loading') return <Loading label={t.loading} />;
  if (loaded.state === 'error')
    return (
      <LoadFailed title={t.failed} onRetry={retry}>
        {t.failedText}
      </LoadFailed>
    );

  const { student, hasAccount } = loaded.data;
  return (
    <Column>
      {answer?.outcome === 'invited' && (
        <InvitationShare lead={lead} student={answer.student} invitation={answer.invitation} />
      )}
      {answer?.outcome === 'course-added' && <Alert tone="success">{t.enroll.added}</Alert>}
      {student ? (
        <StudentFacts student={student} />
      ) : (
        <EnrollForm
          leadId={lead.id}
          hasAccount={hasAccount}
          onEnrolled={(enrolled) => {
            setAnswer(enrolled);
            replace({ student: enrolled.student, hasAccount: true });
            onEnrolled();
          }}
        />
      )}
    </Column>
  );
}

function StudentFacts({ student }: { student: StudentRow }) {
  const t = useStudentsMessages();
  return (
    <>
      <p>{t.enroll.already(student.course, batchDay(student.batchStart))}</p>
      <p className="progress">{t.enroll.progress(student.progress, t.statuses[student.status])}</p>
      <ButtonLink
        to={studentsHref({ course: student.course, batch: student.batchStart })}
        variant="secondary"
        size="sm"
      >
        {t.enroll.studentsLink}
      </ButtonLink>
    </>
  );
}

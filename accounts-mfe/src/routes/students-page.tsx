import { StaffFrame } from '@/components/staff-frame';
import { useStudentsMessages } from '@/messages/en/staff-students';
import { StudentsScreen } from '../features/students/components/students-screen';

/** /admin-jeansrecycle/students: the students by course and batch, their progress (staff only). */
export function StudentsPage() {
  const t = useStudentsMessages();
  return (
    <StaffFrame title={t.title}>
      <StudentsScreen />
    </StaffFrame>
  );
}

export default StudentsPage;

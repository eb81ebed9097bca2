// accounts-mfe's words in English: the 'staff-students' part of its catalogue, the students of
// issue 43: "Enroll as student" on an enrollment's page and the Students page
// (`staffPages.students`): the staff contract's `studentWords`. English only, like every staff
// page; the WhatsApp greeting of an invitation is in the lead's own language, for the lead.
import { studentWords } from '@site/staff';
import { defineMessages } from '@/messages';

/** The 'staff-students' words (English only): `const t = useStudentsMessages();`. */
export const useStudentsMessages = defineMessages('staff-students', studentWords);

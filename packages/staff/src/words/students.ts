// The students' words (issue 43): "Enroll as student" on an enrollment's page, the Students page
// (`staffPages.students`), and the API's refusals of the students' endpoints (`studentsApi` of
// @site/people, whose types these words name). English only, like every staff page; the
// WhatsApp greeting of an invitation is in the lead's language, for the lead.
import { LINK_LIFETIME_HOURS as LINK_HOURS } from '../pages';

/** A course's status as staff and students read it in English (the spec's words). */
const statuses = { 'in-progress': 'In Progress', completed: 'Completed' } as const;

export const studentWords = {
  title: 'Students',
  description: 'Students by course and batch. Set their progress one by one or a whole batch at once.',
  loading: 'Loading the students…',
  failed: 'The students could not be loaded',
  failedText: 'The staff API did not answer. Try again.',
  statuses,
  batches: {
    heading: 'Batches',
    course: 'Course',
    batchStart: 'Batch starts',
    students: 'Students',
    completed: 'Completed',
    average: 'Average progress',
    empty: 'No students yet. Enroll one from an enrollment’s page.',
    open: (course: string, batchStart: string) => `${course}, batch of ${batchStart}`,
  },
  list: {
    heading: (course: string, batchStart: string) => `${course}: the batch of ${batchStart}`,
    name: 'Name',
    email: 'E-mail',
    progress: 'Progress',
    status: 'Status',
    enrolled: 'Enrolled',
    updated: 'Last set',
    updatedBy: (username: string, when: string) => `${when} by ${username}`,
    deleted: 'Account deleted',
    select: (name: string) => `Select ${name}`,
    /** The head of the column of the rows' checkboxes. */
    selectColumn: 'Select',
    more: 'More students',
    lead: 'Enrollment',
  },
  progress: {
    legend: 'Set progress and status',
    percent: 'Progress (%)',
    status: 'Status',
    unchanged: 'Unchanged',
    applySelected: (count: number) => `Apply to ${count} selected`,
    applyBatch: 'Apply to the whole batch',
    saving: 'Saving…',
    saved: (count: number) => (count === 1 ? '1 change saved.' : `${count} changes saved.`),
    nothingChanged: 'Nothing changed: they were so already.',
    completedHint: 'Completed sets the progress to 100%.',
    failure: 'The change was not saved: the staff API did not answer. Try again.',
  },
  enroll: {
    heading: 'Student',
    button: 'Enroll as student',
    enrolling: 'Enrolling…',
    batchStart: 'Batch starts',
    batchHint: 'The first day of the batch the student joins.',
    hasAccount:
      'An account has this e-mail address: the course will be added to it and its owner mailed. No password link is made.',
    noAccount:
      'No account has this e-mail address: one will be made, and an invitation to set a password mailed to it.',
    invited: 'Enrolled. An invitation to set a password was mailed to the address in the enrollment.',
    share: 'Send the link on WhatsApp',
    shareNote: `You can also send the invitation on WhatsApp. The link is shown only now, works once and for ${LINK_HOURS} hours; it does not confirm the e-mail address.`,
    added: 'Enrolled: the course was added to the account this address already has, and its owner mailed.',
    already: (course: string, batchStart: string) => `A student of ${course}, in the batch of ${batchStart}.`,
    progress: (percent: number, status: string) => `${percent}% · ${status}`,
    studentsLink: 'See the batch',
  },
  /** What the students' endpoints answer when they refuse. */
  refusals: {
    notFound: 'There is no such enrollment.',
    noStudent: 'There is no such student.',
    already: 'This enrollment is a student already.',
    batchDay: 'Batch start must be a real date written as YYYY-MM-DD.',
    batchWindow: 'Batch start must be within a year of today.',
    progress: 'Progress is a whole number from 0 to 100.',
    status: 'Status is in-progress or completed.',
    nothing: 'Give a progress, a status or both.',
    completedBelow: 'A completed course is at 100%.',
    ids: (max: number) => `Choose from 1 to ${max} students, by their ids.`,
    target: 'Choose students by their ids, or a batch by its course and batch start.',
    query: {
      pair: 'Give course and batch together.',
      course: 'course is too long.',
      batch: 'batch must be a date written as YYYY-MM-DD.',
    },
  },
  /** The WhatsApp message of an invitation, in the lead's language, with the link. */
  invitationGreeting: {
    en: (name: string, company: string, course: string, link: string) =>
      `Hello ${name}, this is ${company}. You are enrolled in ${course}. Choose a password for your student account with this link (it works once, for ${LINK_HOURS} hours): ${link}`,
    ur: (name: string, company: string, course: string, link: string) =>
      `السلام علیکم ${name}، یہ ${company} کی طرف سے پیغام ہے۔ آپ کا داخلہ ${course} میں ہو گیا ہے۔ اس لنک سے اپنے اسٹوڈنٹ اکاؤنٹ کا پاس ورڈ منتخب کریں (یہ ایک بار اور ${LINK_HOURS} گھنٹے تک کام کرے گا): ${link}`,
  },
};

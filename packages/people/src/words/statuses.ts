// The words of a person's statuses, in each language: their leads' (worded for a client) and
// their courses' (the spec's In Progress and Completed).
import type { Language } from '@site/leads';
import { studentWords } from '@site/staff';
import type { ClientStatus, CourseStatus } from '../statuses';

export const clientStatusLabels: Readonly<Record<Language, Readonly<Record<ClientStatus, string>>>> = {
  en: {
    received: 'Received',
    'in-touch': 'We are in touch',
    enrolled: 'Enrolled',
    agreed: 'Project agreed',
    closed: 'Closed',
  },
  ur: {
    received: 'موصول ہو گئی',
    'in-touch': 'ہم رابطے میں ہیں',
    enrolled: 'داخلہ ہو گیا',
    agreed: 'پروجیکٹ طے ہو گیا',
    closed: 'بند',
  },
};

export const courseStatusLabels: Readonly<Record<Language, Readonly<Record<CourseStatus, string>>>> = {
  // The staff pages' words: the spec's, the same for a teacher and a student.
  en: studentWords.statuses,
  ur: { 'in-progress': 'جاری', completed: 'مکمل' },
};

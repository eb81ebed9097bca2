/**
 * The words of both lead forms, in English (the source; the Urdu is ur/): labels, hints,
 * placeholders, the required-field note, the buttons and the option labels. The options are sent
 * as their English labels in every language (the API accepts only those, the company's mail shows
 * them); only what the visitor reads changes.
 */
import {
  budgetRanges,
  enrollmentCourses,
  projectTypes,
  type BudgetRange,
  type EnrollmentCourse,
  type ProjectType,
} from './fields';

/**
 * "Fields marked * are required.": the text before the decorative star, what a screen reader
 * reads in its place (visually hidden), and the text after it.
 */
export type RequiredNote = {
  readonly before: string;
  readonly hidden: string;
  readonly after: string;
};

export type ProjectRequestWords = {
  readonly formLabel: string;
  readonly requiredNote: RequiredNote;
  readonly labels: {
    readonly name: string;
    readonly email: string;
    readonly company: string;
    readonly projectType: string;
    readonly budget: string;
    readonly message: string;
    /** The honeypot's label (people never see it). */
    readonly website: string;
  };
  readonly placeholders: { readonly projectType: string; readonly budget: string; readonly message: string };
  readonly submit: string;
  readonly submitting: string;
  readonly projectTypes: Readonly<Record<ProjectType, string>>;
  readonly budgetRanges: Readonly<Record<BudgetRange, string>>;
};

export type EnrollmentWords = {
  readonly formLabel: string;
  readonly labels: {
    readonly fullName: string;
    readonly email: string;
    readonly phone: string;
    readonly course: string;
    readonly startDate: string;
    readonly message: string;
    readonly website: string;
  };
  readonly phoneHint: string;
  readonly placeholders: { readonly course: string; readonly message: string };
  readonly submit: string;
  readonly submitting: string;
  /** Under the button: required fields and what the details are used for. */
  readonly note: string;
  readonly courses: Readonly<Record<EnrollmentCourse, string>>;
};

const same = <T extends string>(list: readonly T[]) =>
  Object.fromEntries(list.map((item) => [item, item])) as Record<T, T>;

/** The project-request form's words in English (each form's apart: a page carries only its own). */
export const projectRequestWords: ProjectRequestWords = {
  formLabel: 'Project request',
  requiredNote: { before: 'Fields marked ', hidden: 'with an asterisk', after: ' are required.' },
  labels: {
    name: 'Full Name',
    email: 'Email Address',
    company: 'Company Name',
    projectType: 'Project Type',
    budget: 'Budget Range',
    message: 'Project Details',
    website: 'Website',
  },
  placeholders: {
    projectType: 'Select a project type',
    budget: 'Select a budget range',
    message: 'Tell us about your goals, the features you need and your timeline.',
  },
  submit: 'Submit Request',
  submitting: 'Submitting...',
  projectTypes: same(projectTypes),
  budgetRanges: same(budgetRanges),
};

/** The enrollment form's words in English. */
export const enrollmentWords: EnrollmentWords = {
  formLabel: 'Enrollment form',
  labels: {
    fullName: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    course: 'Course',
    startDate: 'Preferred Start Date',
    message: 'Message',
    website: 'Website',
  },
  phoneHint: 'Pakistani mobile or landline, e.g. 0300 1234567',
  placeholders: {
    course: 'Select a course',
    message: 'Your background, preferred batch (morning, evening or weekend) or any question',
  },
  submit: 'Submit Enrollment',
  submitting: 'Submitting...',
  note: 'Fields marked * are required. We use your details only to contact you about this course.',
  courses: same(enrollmentCourses),
};

/** A choice field's options as a select shows them: sent as the English label, read in the language. */
export function choiceOptions<T extends string>(
  options: readonly T[],
  labels: Readonly<Record<T, string>>,
): { value: T; label: string }[] {
  return options.map((value) => ({ value, label: labels[value] }));
}

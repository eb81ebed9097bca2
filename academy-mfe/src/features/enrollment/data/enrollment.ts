/** Spec section 9: the simulated enrollment submission takes 2000 ms. */
export const ENROLLMENT_SUBMIT_DELAY_MS = 2000;

/** Spec section 3: the enrollment form's fields. */
export interface EnrollmentValues {
  fullName: string;
  email: string;
  phone: string;
  /** A catalogue course id. */
  course: string;
  startDate: string;
  message: string;
}

export const emptyEnrollment: EnrollmentValues = {
  fullName: '',
  email: '',
  phone: '',
  course: '',
  startDate: '',
  message: '',
};

/** FAQ policy statements (spec section 9), repeated where a student chooses a course. */
export const batchFacts = [
  'Morning, evening and weekend batches',
  'Sessions of 2-3 hours, 3-4 times a week',
  '7-day money-back guarantee',
] as const;

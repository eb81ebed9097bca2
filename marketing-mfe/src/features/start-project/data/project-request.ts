/** Spec section 3: Project Type choices. */
export const projectTypes = [
  'Web Application Development',
  'Mobile App Development',
  'E-commerce Store',
  'Custom Laravel Application',
  'React/Next.js Frontend',
  'Remix Application',
  'Shopify App Development',
  'API Development',
  'Database Design',
  'UI/UX Design',
  'Other',
] as const;

/** Spec section 3: Budget Range choices. */
export const budgetRanges = [
  'Under $5,000',
  '$5,000 - $15,000',
  '$15,000 - $30,000',
  '$30,000 - $50,000',
  '$50,000 - $100,000',
  '$100,000+',
  'Not sure yet',
] as const;

/** Spec section 9: the thank-you panel stays this long, then the empty form returns. */
export const THANK_YOU_PANEL_MS = 5000;

export const PROJECT_REQUEST_PATH = '/api/v1/project-request';

/** Spec section 8. */
export const messages = {
  validationFailed: 'Validation failed.',
  generic: 'There was an error submitting your request. Please try again later.',
  successTitle: 'Thank you!',
  successText: "We've received your project details and will get back to you within 24 hours.",
} as const;

/** The form's values, named as the API expects them (spec section 7). */
export interface ProjectRequest {
  full_name: string;
  email: string;
  company_name: string;
  project_type: string;
  budget_range: string;
  project_details: string;
  /** Honeypot: people never see or fill it; the API rejects requests where it is set. */
  website: string;
}

export const emptyProjectRequest: ProjectRequest = {
  full_name: '',
  email: '',
  company_name: '',
  project_type: '',
  budget_range: '',
  project_details: '',
  website: '',
};

/** Server errors under these keys are shown under their fields (spec section 5); others are not. */
export const fieldsWithServerErrors = ['full_name', 'email', 'project_type', 'project_details'] as const;
export type ErrorField = (typeof fieldsWithServerErrors)[number];
export type FieldErrors = Partial<Record<ErrorField, string>>;

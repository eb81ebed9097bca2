import { type projectRequestFields, type FormErrors, type FormState, type LeadFormId } from '@site/leads';

/** The form's id in the leads contract: the home page declares it (src/remote.ts) and posts it. */
export const PROJECT_REQUEST_FORM = 'project-request' satisfies LeadFormId;

/** The thank-you panel stays this long, then the empty form returns. */
export const THANK_YOU_PANEL_MS = 5000;

/**
 * The form's values under its own names (name, email, company, projectType,
 * budget, message; the contract maps them to the API's), plus the honeypot people never see.
 */
export type ProjectRequest = FormState<typeof projectRequestFields>;
export type FieldErrors = FormErrors<typeof projectRequestFields>;

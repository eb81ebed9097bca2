/** The project request as the form sends it and as it is stored (spec section 3). */

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

export const budgetRanges = [
  'Under $5,000',
  '$5,000 - $15,000',
  '$15,000 - $30,000',
  '$30,000 - $50,000',
  '$50,000 - $100,000',
  '$100,000+',
  'Not sure yet',
] as const;

export type ProjectType = (typeof projectTypes)[number];
export type BudgetRange = (typeof budgetRanges)[number];

/**
 * Longest accepted value of each field, in Unicode code points, after trimming. project_type
 * and budget_range need none: they must be one of the options above.
 */
export const maxLengths = {
  full_name: 120,
  email: 254,
  company_name: 160,
  project_type: Math.max(...projectTypes.map((option) => option.length)),
  budget_range: Math.max(...budgetRanges.map((option) => option.length)),
  project_details: 5000,
} as const;

/** The longest user agent kept; a longer one is stored cut to this length. */
export const USER_AGENT_MAX_LENGTH = 512;

export type FieldName = keyof typeof maxLengths;

/** A request that passed validation: trimmed, optional fields null when not given. */
export interface ProjectRequestInput {
  full_name: string;
  email: string;
  company_name: string | null;
  project_type: ProjectType;
  budget_range: BudgetRange | null;
  project_details: string;
}

/** A stored request, as the database row holds it. */
export interface StoredProjectRequest extends ProjectRequestInput {
  id: number;
  user_agent: string | null;
  submitted_at: string;
}

// What a visitor's browser posts for a project request without script (the start-project form's
// field names), for the tests of the site's server that answer it.

/** A valid project request, as the form posts it. */
export const projectRequestPost = {
  name: 'Ali Hassan',
  email: 'ali@example.com',
  company: '',
  projectType: 'E-commerce Store',
  budget: '',
  message: 'An online store for our bakery.',
  website: '',
};

/**
 * The remote's name: its catalogues are registered under it.
 * Its English words are in parts, one module per page or feature (./en/*.ts), each with its own
 * hook (`const t = useCourseListMessages();`), so that a chunk carries only the English it
 * renders; each part's Urdu is beside it (./ur/*.ts), a chunk loaded with the code that shows it.
 */
export const APP = 'academy';

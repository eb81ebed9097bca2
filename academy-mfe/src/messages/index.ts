/**
 * The remote's name: its catalogues are registered under it (`registerMessages('academy', …)`).
 * Its English words are in parts, one module per page or feature (./en/*.ts), each with its own
 * hook (`const t = useCourseListMessages();`), so that a chunk carries only the English it
 * renders; the Urdu catalogue (./ur.ts) is one module with every part under its name.
 */
export const APP = 'academy';

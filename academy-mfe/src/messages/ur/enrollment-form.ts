// The enrollment form's texts in Urdu: the leads contract's own (@site/leads), a chunk loaded only
// on /ur pages, with the form.
export { default } from '@site/leads/urdu-enrollment';

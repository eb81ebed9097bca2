// The app's one render helper: theme plus memory router (see @site/federation/testing).
export { renderWithProviders } from '@site/federation/testing';

// The app's one render helper: theme plus memory router (see @site/ui/testing).
export { renderWithProviders } from '@site/ui/testing';

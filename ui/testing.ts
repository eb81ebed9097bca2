export { renderWithProviders, type RenderPageOptions } from './src/testing/render';

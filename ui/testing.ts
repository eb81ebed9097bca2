export { renderWithTheme } from './src/testing/render';

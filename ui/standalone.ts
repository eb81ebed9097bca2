export { mountStandalone, type StandaloneRoute } from './src/standalone/standalone-app';

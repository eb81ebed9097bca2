import '@site/ui/src/styles/global.css';
import { registerSiteRemotes } from '@site/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

registerSiteRemotes();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

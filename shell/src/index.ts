import { preloadRemotesFor } from './preload';

preloadRemotesFor(window.location.pathname);

// Async boundary: shared modules are negotiated before any of them is used.
import('./bootstrap');

// `npm run dev -w api` (part of `npm run dev`): the API on its port of the dev plan (tools/apps.js,
// PORT_BASE + 1100), so it runs beside a started site's API; the dev shell proxies /api to it.
// PORT still wins when set, and METRICS_PORT turns its metrics listener on.
import { createRequire } from 'node:module';

const { portPlan } = createRequire(import.meta.url)('../tools/apps.js');
process.env.PORT ||= String(portPlan('dev').api);
// No metrics listener by default: its port (PORT + 2500) is another plan's (the nginx suite's API).
process.env.METRICS_PORT ||= 'off';
await import('../api/dist/server.js');

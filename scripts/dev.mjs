// `npm run dev`: every app's dev server and the API's in one terminal, each line prefixed with its
// name (tools/apps.js lists them, so an app added there starts here too). When one stops, all do.
import { concurrently } from 'concurrently';
import { createRequire } from 'node:module';

const { devProcesses } = createRequire(import.meta.url)('../tools/apps.js');

concurrently(devProcesses(), { killOthersOn: ['success', 'failure'] }).result.then(
  () => process.exit(0),
  () => process.exit(1),
);

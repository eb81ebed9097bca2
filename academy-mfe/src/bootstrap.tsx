import { mountStandalone } from '@site/federation/standalone';
import declaration from './remote';

// Runs only when the remote is opened alone (its dev server); the shell loads the exposed modules instead.
void mountStandalone(declaration, (file) => import(`./routes/${file.slice('./src/routes/'.length)}`));

// bench:fleet's mail server (scripts/bench-fleet.mjs): it keeps which lead each mail is about, so
// that the bench can tell every stored lead mailed once from one mailed twice or not at all.
import { createRequire } from 'node:module';

const { SMTPServer } = createRequire(import.meta.url)('smtp-server');

/** An SMTP server on loopback that keeps every mail's lead (`enrollment:12` for "Enrollment #12."). */
export async function smtpSink() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const text = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '');
        const lead = /(Enrollment|Project request) #(\d+)\./.exec(text);
        mails.push(
          lead ? `${lead[1] === 'Enrollment' ? 'enrollment' : 'project_request'}:${lead[2]}` : 'unknown',
        );
        done();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.server.address().port,
    mails,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

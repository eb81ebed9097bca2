import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/** A mail the test server accepted: envelope, decoded headers and text body. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  text: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** How many DATA commands arrived, accepted or refused. */
  attempts: number;
  stop(): Promise<void>;
}

export interface SmtpOptions {
  /** Listen here (a port a test chose while the server was "down"); any free port by default. */
  port?: number;
  /** Refuse the n-th message (1-based) with this reply code, or accept it (undefined). */
  refuse?: (attempt: number) => number | undefined;
  /** Hold each message this long before answering. */
  delayMs?: number;
}

// RFC 2047 encoded words, as Nodemailer writes non-ASCII headers (=?UTF-8?Q?...?= / ?B?).
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < soft.length; index += 1) {
    const hex = soft[index] === '=' ? soft.slice(index + 1, index + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(soft[index] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Splits a raw message into unfolded, decoded headers (lower-case names) and its text. */
export function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  // Nodemailer picks quoted-printable for mostly Latin text, base64 for mostly other scripts (Urdu).
  const encoding = headers['content-transfer-encoding'];
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

/** A real SMTP server on 127.0.0.1 (no TLS, no authentication) that records what it accepts. */
export function startSmtpServer(options: SmtpOptions = {}): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const onData = (
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    done: (err?: Error | null) => void,
  ) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      result.attempts += 1;
      const code = options.refuse?.(result.attempts);
      setTimeout(() => {
        if (code) {
          done(Object.assign(new Error(`Refused by the test server (${code})`), { responseCode: code }));
          return;
        }
        const { mailFrom, rcptTo } = session.envelope;
        mails.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((address) => address.address),
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
        });
        done();
      }, options.delayMs ?? 0);
    });
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData,
  });
  const result: TestSmtpServer = {
    port: 0,
    url: '',
    mails,
    attempts: 0,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.server.address();
      if (!address || typeof address === 'string') return reject(new Error('No TCP address'));
      result.port = address.port;
      result.url = `smtp://127.0.0.1:${address.port}`;
      resolve(result);
    });
  });
}

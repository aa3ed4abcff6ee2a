// A real SMTP server for the tests of the CMS's e-mail (smtp-server from npm) on a free loopback
// port: each message's raw text and envelope go to `onMessage`; an Error it returns refuses that
// message (a 550 with the error's responseCode), as a mailbox that is unavailable would.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export interface TestSmtp {
  port: number;
  /** The environment that points the CMS at this server. */
  env: { SMTP_HOST: string; SMTP_PORT: string; SMTP_SECURE: 'false' };
  close(): Promise<void>;
}

export async function startTestSmtp(onMessage: (raw: string, session: SMTPServerSession) => Error | void): Promise<TestSmtp> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => callback(onMessage(Buffer.concat(chunks).toString('utf8'), session) ?? undefined));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false' },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

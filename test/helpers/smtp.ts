// A real SMTP server for tests (smtp-server), on a random loopback port: the app sends to it
// through SMTP_URL, and the test reads what arrived, parsed by mailparser.
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtp {
  /** SMTP_URL and MAIL_FROM for startTestApp. */
  env: { SMTP_URL: string; MAIL_FROM: string };
  received: ReceivedMail[];
  /** The first message (already received, or arriving within `timeoutMs`) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const addresses = (parsed: ParsedMail['to']): string[] =>
  (Array.isArray(parsed) ? parsed : parsed ? [parsed] : []).flatMap((a) =>
    a.value.map((v) => v.address ?? ''),
  );

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: addresses(mail.to),
            from: mail.from?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    env: { SMTP_URL: `smtp://127.0.0.1:${port}?tls=off`, MAIL_FROM: 'Podium <podium@example.test>' },
    received,
    waitFor(match, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = received.find(match);
          if (!mail) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createServer } from 'node:net';
import type { ParsedMail } from 'mailparser';

/** One mail as the SMTP server received it: the envelope, the raw message and its parsed form. */
export type ReceivedMail = { from: string; to: string[]; raw: string; parsed: ParsedMail };

/** An answer to a mail's DATA: accept it, or refuse it with an SMTP code. */
export type SmtpAnswer = { code: number; text: string } | 'accept';

/** A port free right now, for a server started later (an SMTP server that is "down" meanwhile). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * A real SMTP server (smtp-server) in the test process, on 127.0.0.1: it keeps every mail it
 * accepts, and answers each DATA with the next of `answers` (then accepts), so a test can refuse
 * mails with 4xx or 5xx replies. No STARTTLS: a local test server has no certificate to offer.
 */
export async function startSmtpCapture(
  port = 0,
  /** A user name and password it asks for (over plain SMTP: a local test server); none: anyone may send. */
  { auth }: { auth?: { user: string; pass: string } } = {},
) {
  // Loaded here, not with the harness: most test files send no mail.
  const [{ SMTPServer }, { simpleParser }] = await Promise.all([import('smtp-server'), import('mailparser')]);
  const received: ReceivedMail[] = [];
  const answers: SmtpAnswer[] = [];
  let attempts = 0;
  let delayMs = 0;
  const server = new SMTPServer({
    authOptional: !auth,
    allowInsecureAuth: true,
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    onAuth(credentials, _session, callback) {
      if (auth && credentials.username === auth.user && credentials.password === auth.pass)
        callback(null, { user: credentials.username });
      else callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        attempts += 1;
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        const answer = answers.shift() ?? 'accept';
        if (answer !== 'accept') {
          const error = Object.assign(new Error(answer.text), { responseCode: answer.code });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          raw,
          parsed: await simpleParser(raw),
        });
        callback(null, 'Queued as test');
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    /** Mails refused or accepted so far (DATA commands answered). */
    attempts: () => attempts,
    /** Answers each DATA this long after it arrives (a slow mail server). */
    answerAfter: (ms: number) => {
      delayMs = ms;
    },
    /** The next DATA commands are answered with these, in order. */
    answerNext: (...next: SmtpAnswer[]) => answers.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** Waits until `check` answers true, asking every 25 ms, for at most `withinMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, withinMs = 10_000) {
  const end = Date.now() + withinMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`not reached within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

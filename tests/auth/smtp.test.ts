// With SMTP_URL set, auth mail goes through a real SMTP conversation (nodemailer → a local SMTP server).
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let t: TestServer;
const inbox: Received[] = [];

beforeAll(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  t = await startTestServer({
    AUTH_EMAIL_CONFIRM: 'true',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Lugha <hello@lugha.test>',
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

describe('mail through SMTP', () => {
  it('delivers the confirmation mail, whose link confirms the account', async () => {
    const email = uniqueEmail();
    await t.client().auth.signUp({ email, password: 'kasa-nkwu-42' });
    const mail = inbox.find((m) => m.to.includes(email));
    expect(mail?.from).toBe('hello@lugha.test');
    expect(mail?.raw).toContain('Subject: Confirm your Lugha account');
    const unfolded = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?\S+/.exec(unfolded)?.[0];
    expect(link).toBeTruthy();
    const response = await fetch(link!, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(
      new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1)).get('access_token'),
    ).toBeTruthy();
    expect((await t.client().auth.signInWithPassword({ email, password: 'kasa-nkwu-42' })).error).toBeNull();
  });
});

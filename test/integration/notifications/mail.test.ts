// Outgoing e-mail through a real SMTP server started by the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/platform/config';
import { createMailer, MailNotConfigured } from '../../../src/platform/mail/mailer';
import { startTestSmtp, type TestSmtp } from '../../helpers/smtp';

describe('mailer', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.close());

  it('delivers a message from MAIL_FROM over SMTP', async () => {
    const mailer = createMailer({ smtpUrl: smtp.env.SMTP_URL, mailFrom: smtp.env.MAIL_FROM });
    expect(mailer.configured).toBe(true);
    await mailer.send({ to: 'ada@example.test', subject: 'Hello <there>', text: 'Line one\nLine two' });
    const mail = await smtp.waitFor((m) => m.subject === 'Hello <there>');
    expect(mail).toMatchObject({ to: ['ada@example.test'], from: 'podium@example.test' });
    expect(mail.text).toContain('Line two');
    mailer.close();
  });

  it('refuses to send without SMTP, saying it is not configured', async () => {
    const mailer = createMailer({});
    expect(mailer.configured).toBe(false);
    await expect(mailer.send({ to: 'a@example.test', subject: 's', text: 't' })).rejects.toBeInstanceOf(
      MailNotConfigured,
    );
  });

  it('rejects when the SMTP server is gone, instead of hanging', async () => {
    const gone = await startTestSmtp();
    const url = gone.env.SMTP_URL;
    await gone.close();
    const mailer = createMailer({ smtpUrl: url, mailFrom: 'p@example.test' });
    await expect(mailer.send({ to: 'a@example.test', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });
});

describe('mail configuration', () => {
  const base = { NODE_ENV: 'test', SECRET_KEY: 'x'.repeat(32), DATA_DIR: '/tmp/podium-mail-config' };
  it('needs MAIL_FROM with SMTP_URL and an smtp address', () => {
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://mail.example.test' })).toThrow(
      /MAIL_FROM is required/,
    );
    expect(() =>
      loadConfig({ ...base, SMTP_URL: 'http://user:secret@mail.example.test', MAIL_FROM: 'a@b.c' }),
    ).toThrow(/SMTP_URL must be an smtp/);
    expect(() =>
      loadConfig({ ...base, SMTP_URL: 'http://user:secret@mail.example.test', MAIL_FROM: 'a@b.c' }),
    ).not.toThrow(/secret/);
    expect(
      loadConfig({ ...base, SMTP_URL: 'smtps://u:p@mail.example.test', MAIL_FROM: 'Podium <p@example.test>' })
        .mail,
    ).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.test',
      mailFrom: 'Podium <p@example.test>',
    });
  });
});

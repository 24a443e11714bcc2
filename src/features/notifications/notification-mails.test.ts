import { describe, expect, it } from 'vitest';
import { mentionMail, summaryMail, viewMail } from './notification-mails';

const view = {
  title: 'Q3 <script>plan</script>',
  linkName: 'Acme & Co',
  linkId: 'abc',
  email: 'bo@example.com',
  at: new Date('2026-11-26T10:15:00Z'),
  statsUrl: 'https://podium.example/dashboard/next/x/stats/',
  brand: 'Podium',
  first: true,
};

const summary = {
  username: 'ada <i>',
  since: new Date('2026-11-19T00:00:00Z'),
  until: new Date('2026-11-26T00:00:00Z'),
  presentations: [
    { title: 'Quiet', url: 'https://p/q', views: 0, likes: 0, comments: 0 },
    { title: 'Busy <b>', url: 'https://p/b?a=1&b=2', views: 1234, likes: 2, comments: 1 },
  ],
  links: [{ name: 'Board & <co>', linkId: 'l1', title: 'Busy <b>', views: 3 }],
  settingsUrl: 'https://p/settings/',
  brand: 'Podium',
};

/** Intl's spaces (thin, narrow no-break) as plain ones, so the expectations read simply. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('notification e-mails', () => {
  it('names the talk, the link, the viewer and the time in English, escaping the HTML', () => {
    for (const language of [undefined, null, 'en', 'xx']) {
      const mail = viewMail({ ...view, language });
      expect(mail.subject).toBe('“Q3 <script>plan</script>” was viewed through Acme & Co');
      expect(mail.text).toContain(
        'Your presentation “Q3 <script>plan</script>” was viewed for the first time',
      );
      expect(mail.text).toContain('Viewer: bo@example.com');
      expect(plain(mail.text)).toContain('When: Nov 26, 2026, 10:15 AM UTC');
      expect(mail.html).toContain('Q3 &lt;script&gt;plan&lt;/script&gt;');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('Acme &amp; Co');
      expect(mail.html).toContain('>See the statistics</a>');
    }
    const unnamed = viewMail({ ...view, linkName: null, first: false });
    expect(unnamed.subject).toBe('“Q3 <script>plan</script>” was viewed through link abc');
    expect(unnamed.text).toContain(
      'Your presentation “Q3 <script>plan</script>” was viewed through link abc.',
    );
  });

  it("speaks the owner's language, with the time in UTC", () => {
    const de = viewMail({ ...view, language: 'de' });
    expect(de.subject).toBe('„Q3 <script>plan</script>“ wurde über Acme & Co angesehen');
    expect(de.text).toContain('Betrachter: bo@example.com');
    expect(plain(de.text)).toContain('Wann: 26. Nov. 2026, 10:15 UTC');
    expect(de.html).toContain('Q3 &lt;script&gt;plan&lt;/script&gt;');
    expect(de.html).not.toContain('<script>');
    expect(de.html).toContain('Statistik ansehen');

    const ja = viewMail({ ...view, language: 'ja', linkName: null });
    expect(ja.subject).toBe('「Q3 <script>plan</script>」がリンク abcから閲覧されました');
    expect(plain(ja.text)).toMatch(/日時: 2026年11月26日 10:15 UTC/);
    expect(ja.html).not.toContain('<script>');
  });

  it('sums the week and lists the active presentations and top links', () => {
    const mail = summaryMail(summary);
    expect(mail.subject).toBe('Your week on Podium: 1,234 views, 2 likes, 1 comment');
    expect(mail.text).toContain('Hello ada <i>,');
    expect(plain(mail.text)).toContain('Your presentations from Nov 19 – 26, 2026:');
    expect(mail.text).toContain('Busy <b>: 1,234 views, 2 likes, 1 comment');
    expect(mail.text).not.toContain('Quiet');
    expect(mail.text).toContain('Board & <co> (Busy <b>): 3 views');
    expect(mail.html).toContain(
      '<li><a href="https://p/b?a=1&amp;b=2">Busy &lt;b&gt;</a>: 1,234 views, 2 likes, 1 comment</li>',
    );
    expect(mail.html).toContain('Hello ada &lt;i&gt;,');
    expect(mail.html).toContain('Board &amp; &lt;co&gt; (Busy &lt;b&gt;): 3 views');
    expect(mail.html).not.toMatch(/<(b|i|co)>/);
  });

  it("writes the summary in the owner's language, counts formatted for it", () => {
    const de = summaryMail({ ...summary, language: 'de' });
    expect(de.subject).toBe('Ihre Woche auf Podium: 1.234 Aufrufe, 2 Likes, 1 Kommentar');
    expect(de.text).toContain('Hallo ada <i>,');
    expect(de.text).toContain('Busy <b>: 1.234 Aufrufe, 2 Likes, 1 Kommentar');
    expect(de.html).toContain('<li><a href="https://p/b?a=1&amp;b=2">Busy &lt;b&gt;</a>: 1.234 Aufrufe');
    expect(de.html).not.toMatch(/<(b|i|co)>/);

    const ja = summaryMail({ ...summary, language: 'ja', presentations: [], links: [] });
    expect(ja.subject).toBe('Podiumでの今週: 閲覧0回、いいね0件、コメント0件');
    expect(ja.text).toContain('今週は閲覧、いいね、コメントはありませんでした。');
  });
});

describe('mentionMail', () => {
  const mention = {
    author: 'Cora <b>Mentor</b>',
    title: 'Q3 & <plan>',
    body: 'See @ana\n<script>x</script>',
    url: 'https://podium.example/p/edit/abc/',
    brand: 'Podium',
  };

  it('quotes the comment and links to the editor, escaping people’s text in the HTML', () => {
    const mail = mentionMail(mention);
    expect(mail.subject).toBe('Cora <b>Mentor</b> mentioned you in a comment on “Q3 & <plan>”');
    expect(mail.text).toContain('> See @ana\n> <script>x</script>');
    expect(mail.text).toContain('Open the presentation to reply: https://podium.example/p/edit/abc/');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).toContain('Q3 &amp; &lt;plan&gt;');
    expect(mail.html).toContain('<a href="https://podium.example/p/edit/abc/">');
  });

  it('speaks the recipient’s language and shortens a long comment', () => {
    const mail = mentionMail({ ...mention, body: 'x'.repeat(900), language: 'fr' });
    expect(mail.subject).toContain('vous a mentionné');
    expect(mail.text).toContain(`> ${'x'.repeat(500)}…`);
    expect(mail.text).not.toContain('x'.repeat(501));
  });
});

import { describe, expect, it } from 'vitest';
import { summaryMail, viewMail } from './notification-mails';

describe('notification e-mails', () => {
  it('names the talk, the link, the viewer and the time, escaping the HTML', () => {
    const mail = viewMail({
      title: 'Q3 <script>plan</script>',
      linkName: 'Acme & Co',
      linkId: 'abc',
      email: 'bo@example.com',
      at: new Date('2026-11-26T10:15:00Z'),
      statsUrl: 'https://podium.example/dashboard/next/x/stats/',
      brand: 'Podium',
      first: true,
    });
    expect(mail.subject).toBe('“Q3 <script>plan</script>” was viewed through Acme & Co');
    expect(mail.text).toContain('Viewer: bo@example.com');
    expect(mail.text).toContain('2026-11-26 10:15 UTC');
    expect(mail.html).toContain('Q3 &lt;script&gt;plan&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Acme &amp; Co');
  });

  it('sums the week and lists the active presentations and top links', () => {
    const mail = summaryMail({
      username: 'ada',
      since: new Date('2026-11-19T00:00:00Z'),
      until: new Date('2026-11-26T00:00:00Z'),
      presentations: [
        { title: 'Quiet', url: 'https://p/q', views: 0, likes: 0, comments: 0 },
        { title: 'Busy <b>', url: 'https://p/b', views: 5, likes: 2, comments: 1 },
      ],
      links: [{ name: 'Board', linkId: 'l1', title: 'Busy <b>', views: 3 }],
      settingsUrl: 'https://p/settings/',
      brand: 'Podium',
    });
    expect(mail.subject).toBe('Your week on Podium: 5 views, 2 likes, 1 comment');
    expect(mail.text).toContain('Busy <b>: 5 views, 2 likes, 1 comment');
    expect(mail.text).not.toContain('Quiet');
    expect(mail.text).toContain('Board (Busy <b>): 3 views');
    expect(mail.html).toContain('Busy &lt;b&gt;');
  });
});

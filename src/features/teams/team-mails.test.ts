// The team invitation e-mail: who invites to which team with which role, the link and
// until when, in the inviter's language, with people's text escaped in the HTML.
import { describe, expect, it } from 'vitest';
import { acceptanceRequestMail, invitationMail } from './team-mails';

const notice = {
  teamName: 'R&D <Guild>',
  inviter: 'Olga "O" Owner',
  role: 'admin' as const,
  link: 'https://podium.example/teams/join/abc/',
  expiresAt: new Date('2026-12-04T10:00:00Z'),
  brand: 'Podium',
};

describe('the invitation e-mail', () => {
  it('says who invites, to which team, as what, and gives the link and its end', () => {
    const mail = invitationMail(notice);
    expect(mail.subject).toBe('Olga "O" Owner invites you to the team “R&D <Guild>”');
    expect(mail.text).toContain(
      'Olga "O" Owner invites you to join the team “R&D <Guild>” on Podium as an admin.',
    );
    expect(mail.text).toContain('Accept the invitation: https://podium.example/teams/join/abc/');
    expect(mail.text).toContain('The link works until December 4, 2026, once.');
    expect(mail.html).toContain('R&amp;D &lt;Guild&gt;');
    expect(mail.html).not.toContain('<Guild>');
    expect(mail.html).toContain('<a href="https://podium.example/teams/join/abc/">Accept the invitation</a>');
  });

  it('speaks the inviter’s language', () => {
    const mail = invitationMail({ ...notice, language: 'de' });
    expect(mail.subject).toBe('Olga "O" Owner lädt Sie in das Team „R&D <Guild>“ ein');
    expect(mail.text).toContain('als Admin');
    expect(invitationMail({ ...notice, language: 'xx' }).subject).toContain('invites you');
  });
});

describe('the mail to the inviter when another address accepted', () => {
  const request = {
    teamName: 'R&D <Guild>',
    asker: 'Mal <Lory>',
    askerUsername: 'mallory',
    email: 'invited@example.com',
    role: 'admin' as const,
    link: 'https://podium.example/teams/abc/settings/',
    brand: 'Podium',
  };

  it('names the account, the invited address and where to decide, escaped, in the inviter’s language', () => {
    const mail = acceptanceRequestMail(request);
    expect(mail.subject).toBe(
      'Mal <Lory> asks to join “R&D <Guild>” with the invitation sent to invited@example.com',
    );
    expect(mail.text).toContain(
      'Mal <Lory> (@mallory) opened the invitation you sent to invited@example.com',
    );
    expect(mail.text).toContain('as an admin');
    expect(mail.text).toContain(
      'Approve or decline in the team’s settings: https://podium.example/teams/abc/settings/',
    );
    expect(mail.html).toContain('Mal &lt;Lory&gt;');
    expect(mail.html).not.toContain('<Lory>');
    expect(acceptanceRequestMail({ ...request, language: 'de' }).subject).toContain('möchte');
  });
});

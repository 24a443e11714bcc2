// @vitest-environment jsdom
// A view link's rules on the settings page: "Create link" only opens the form, whose
// Create sends the rules in one request; what the create and edit forms send, what they refuse
// before sending, the badges a link's rules show, and the server's refusals.

import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { json, stubApi } from '../../../ui-kit/test-support';
import type { ViewLinkData } from '../contracts';
import { ViewLinksSection } from './ViewLinksSection';

const LINK: ViewLinkData = {
  linkId: 'link000000000001',
  url: 'http://podium.test/view/link000000000001/',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'Olga Owner',
  revokedAt: null,
  name: null,
  hasPassword: false,
  expiresAt: null,
  requireEmail: false,
  verifyEmail: false,
  allowedDomains: [],
  notify: 'off',
  download: 'inherit',
};
const buildLink = (overrides: Partial<ViewLinkData> = {}): ViewLinkData => ({ ...LINK, ...overrides });
const FUTURE_INPUT = '2099-06-01T09:30';
const FUTURE_ISO = new Date(FUTURE_INPUT).toISOString();
const PAST_ISO = '2020-01-01T00:00:00.000Z';
const EMAIL_BOX = 'Ask for an e-mail address before viewing';
const EMAIL_HELP = 'Visitors give their e-mail address; your statistics list who watched and when.';

const api = stubApi();

const renderSection = (links: ViewLinkData[], mailConfigured = true) =>
  renderWithI18n(
    <ViewLinksSection oid="abcdefabcdef" lang="en" initialLinks={links} mailConfigured={mailConfigured} />,
  );
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const createForm = () => screen.getByRole('form', { name: 'New link' });
/** Clicks "Create link", which only opens the new link's form. */
const openForm = async () => {
  await click(screen.getByRole('button', { name: 'Create link' }));
  return createForm();
};
const submitButton = () => within(createForm()).getByRole('button', { name: 'Create' });
/** Chooses a protected link, which shows the password and e-mail fields. */
const protect = (form: HTMLElement) =>
  fireEvent.click(within(form).getByRole('radio', { name: /^Protected/ }));
const sent = (call = 0) => {
  const [path, init] = api.fetch.mock.calls[call]!;
  return { path, method: init.method, body: init.body === undefined ? undefined : JSON.parse(init.body) };
};
/** The texts of a row's badges, in order. */
const badges = (row: HTMLElement) => [...row.querySelectorAll('.manage__badge')].map((b) => b.textContent);
const rowOf = (text: string) => screen.getByText(text).closest('li')!;

describe('the new link’s form', () => {
  it('opens at "Create link" without a request, open chosen, the protection hidden until asked for', async () => {
    renderSection([LINK]);
    expect(screen.queryByRole('form', { name: 'New link' })).toBeNull();
    const form = await openForm();
    expect(api.fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Create link' })).toBeNull();
    expect(document.activeElement).toBe(within(form).getByLabelText('Name (who it is for)'));
    expect(
      (within(form).getByRole('radio', { name: /^Anyone with the link/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(form).queryByLabelText('Password (optional)')).toBeNull();
    expect(within(form).queryByLabelText(EMAIL_BOX)).toBeNull();
    protect(form);
    expect(within(form).getByLabelText('Password (optional)')).toBeTruthy();
    expect(within(form).getByLabelText(EMAIL_BOX)).toBeTruthy();
  });

  it('makes nothing on Cancel, and opens empty again', async () => {
    renderSection([LINK]);
    const form = await openForm();
    type(form, 'Name (who it is for)', 'Acme board');
    protect(form);
    type(form, 'Password (optional)', 'correct horse');
    await click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(api.fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('form', { name: 'New link' })).toBeNull();
    expect(screen.getAllByLabelText('View link address')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create link' }));
    const again = await openForm();
    expect((within(again).getByLabelText('Name (who it is for)') as HTMLInputElement).value).toBe('');
    expect(within(again).queryByLabelText('Password (optional)')).toBeNull();
  });

  it('sends the name, password and expiry in its one request, and lists the new link with its badges', async () => {
    const created = buildLink({
      linkId: 'link000000000002',
      url: 'http://podium.test/view/link000000000002/',
      name: 'Acme board',
      hasPassword: true,
      expiresAt: FUTURE_ISO,
    });
    api.fetch.mockResolvedValueOnce(json(201, { link: created }));
    renderSection([LINK]);
    const form = await openForm();
    type(form, 'Name (who it is for)', '  Acme board ');
    protect(form);
    type(form, 'Password (optional)', 'correct horse');
    type(form, 'Expires (optional)', FUTURE_INPUT);
    await click(submitButton());

    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(sent()).toEqual({
      path: '/api/v4/presentation/abcdefabcdef/links/',
      method: 'POST',
      body: { name: 'Acme board', password: 'correct horse', expiresAt: FUTURE_ISO },
    });
    expect(badges(rowOf('Acme board'))).toEqual([
      'Password',
      expect.stringMatching(/^Expires \w+ \d+, 2099/),
    ]);
    // The form closes; what happened is said beside the button, which has the focus back.
    expect(screen.queryByRole('form', { name: 'New link' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Create link' });
    expect(document.activeElement).toBe(button);
    expect(within(button.parentElement!).getByRole('status').textContent).toBe('Link created.');
    // The next link's form starts again empty, without the last link's message.
    const again = await openForm();
    expect((within(again).getByLabelText('Name (who it is for)') as HTMLInputElement).value).toBe('');
    expect(within(again).getByRole('status').textContent).toBe('');
  });

  it('refuses a protected link with neither a password nor an e-mail, sending nothing', async () => {
    renderSection([]);
    const form = await openForm();
    protect(form);
    type(form, 'Expires (optional)', FUTURE_INPUT);
    await click(submitButton());
    expect(api.fetch).not.toHaveBeenCalled();
    const password = within(form).getByLabelText('Password (optional)');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Set a password or ask for an e-mail address, or choose “Anyone with the link”.',
    );
    expect(document.activeElement).toBe(password);
  });

  it('sends no rules for an open link with fields left empty (or only spaces)', async () => {
    api.fetch
      .mockResolvedValueOnce(json(201, { link: buildLink({ linkId: 'link000000000002' }) }))
      .mockResolvedValueOnce(
        json(201, { link: buildLink({ linkId: 'link000000000003', hasPassword: true }) }),
      );
    renderSection([]);
    type(await openForm(), 'Name (who it is for)', '   ');
    await click(submitButton());
    expect(sent(0).body).toBeUndefined();
    const form = await openForm();
    protect(form);
    type(form, 'Password (optional)', '12345678');
    await click(submitButton());
    expect(sent(1).body).toEqual({ password: '12345678' });
  });

  it('sends none of the protection typed once open is chosen again', async () => {
    api.fetch.mockResolvedValueOnce(json(201, { link: buildLink({ linkId: 'link000000000002' }) }));
    renderSection([]);
    const form = await openForm();
    protect(form);
    type(form, 'Password (optional)', 'correct horse');
    fireEvent.click(within(form).getByLabelText(EMAIL_BOX));
    fireEvent.click(within(form).getByRole('radio', { name: /^Anyone with the link/ }));
    await click(submitButton());
    expect(sent().body).toBeUndefined();
  });

  it('sends requireEmail: true when the e-mail box is ticked, and shows the new link’s E-mail badge', async () => {
    const created = buildLink({ linkId: 'link000000000002', name: 'Webinar', requireEmail: true });
    api.fetch.mockResolvedValueOnce(json(201, { link: created }));
    renderSection([]);
    const form = await openForm();
    protect(form);
    const box = within(form).getByLabelText(EMAIL_BOX) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(EMAIL_HELP);
    type(form, 'Name (who it is for)', 'Webinar');
    fireEvent.click(box);
    await click(submitButton());

    expect(sent()).toEqual({
      path: '/api/v4/presentation/abcdefabcdef/links/',
      method: 'POST',
      body: { name: 'Webinar', requireEmail: true },
    });
    expect(badges(rowOf('Webinar'))).toEqual(['E-mail']);
    // The next link's form starts open and unticked again.
    const again = await openForm();
    protect(again);
    expect((within(again).getByLabelText(EMAIL_BOX) as HTMLInputElement).checked).toBe(false);
  });

  it('sends a link’s own download rule only when it differs, and shows it as a badge', async () => {
    const created = buildLink({ linkId: 'link000000000002', name: 'Board', download: 'allow' });
    api.fetch
      .mockResolvedValueOnce(json(201, { link: created }))
      .mockResolvedValueOnce(json(200, { link: { ...created, download: 'forbid' } }));
    renderSection([]);
    const form = await openForm();
    const select = within(form).getByLabelText('Downloads') as HTMLSelectElement;
    expect(select.value).toBe('inherit');
    type(form, 'Name (who it is for)', 'Board');
    fireEvent.change(select, { target: { value: 'allow' } });
    await click(submitButton());
    expect(sent(0).body).toEqual({ name: 'Board', download: 'allow' });
    const row = rowOf('Board');
    expect(badges(row)).toEqual(['Downloads allowed']);

    await click(within(row).getByRole('button', { name: 'Edit link Board' }));
    const edit = within(row).getByLabelText('Downloads') as HTMLSelectElement;
    expect(edit.value).toBe('allow');
    fireEvent.change(edit, { target: { value: 'forbid' } });
    await click(within(row).getByRole('button', { name: 'Save link' }));
    expect(sent(1).body).toEqual({ download: 'forbid' });
    expect(badges(rowOf('Board'))).toEqual(['No downloads']);
  });

  it('refuses a short password and a past expiry beside their fields, sending nothing', async () => {
    renderSection([]);
    const form = await openForm();
    protect(form);
    type(form, 'Password (optional)', 'short');
    type(form, 'Expires (optional)', '2020-01-01T10:00');
    await click(submitButton());

    expect(api.fetch).not.toHaveBeenCalled();
    const password = within(form).getByLabelText('Password (optional)');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const passwordError = document.getElementById(password.getAttribute('aria-describedby')!)!;
    expect(passwordError.textContent).toBe('Use 8 to 200 characters.');
    expect(document.activeElement).toBe(password);
    const expires = within(form).getByLabelText('Expires (optional)');
    expect(expires.getAttribute('aria-invalid')).toBe('true');
    const described = expires.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)!.textContent)).toEqual([
      'Leave empty for a link that never expires.',
      'Choose a moment in the future.',
    ]);
  });

  it('refuses a name over 100 characters', async () => {
    renderSection([]);
    type(await openForm(), 'Name (who it is for)', 'x'.repeat(101));
    await click(submitButton());
    expect(api.fetch).not.toHaveBeenCalled();
    expect(screen.getByText('Use at most 100 characters.')).toBeTruthy();
  });

  it('stays open with the server’s message when it refuses the rules', async () => {
    api.fetch.mockResolvedValueOnce(
      json(400, { error: { code: 'invalid_link_rules', message: 'The expiry must be in the future.' } }),
    );
    renderSection([]);
    const form = await openForm();
    type(form, 'Expires (optional)', FUTURE_INPUT);
    await click(submitButton());
    expect(within(form).getByRole('alert').textContent).toBe('The expiry must be in the future.');
    expect((within(form).getByLabelText('Expires (optional)') as HTMLInputElement).value).toBe(FUTURE_INPUT);
    expect(screen.getByText('No view links yet.')).toBeTruthy();
  });
});

describe('a live view link’s badges', () => {
  it('shows the name as the title, Password, Expires with the date, and Expired once past', () => {
    renderSection([
      buildLink({ linkId: 'link000000000001', name: 'Acme board', hasPassword: true }),
      buildLink({ linkId: 'link000000000002', name: 'Newsletter', expiresAt: '2099-06-01T09:30:00.000Z' }),
      buildLink({ linkId: 'link000000000003', name: 'Old client', expiresAt: PAST_ISO }),
      buildLink({ linkId: 'link000000000004' }),
    ]);
    expect(badges(rowOf('Acme board'))).toEqual(['Password']);
    expect(badges(rowOf('Newsletter'))).toEqual(['Expires Jun 1, 2099, 9:30 AM UTC']);
    const expired = rowOf('Old client');
    expect(badges(expired)).toEqual(['Expired']);
    expect(within(expired).getByText('Expired').className).toContain('manage__badge--expired');
    // Expired links are not revoked: they stay among the live ones, with their buttons.
    expect(within(expired).getByRole('button', { name: 'Revoke' })).toBeTruthy();
    expect(screen.getAllByLabelText('View link address')).toHaveLength(4);
    // A link without name or rules is titled by its address alone.
    const plain = screen.getByRole('button', { name: `Edit link ${LINK.url}` }).closest('li')!;
    expect(badges(plain)).toEqual([]);
    expect(plain.querySelector('.manage__link-head')).toBeNull();
  });

  it('shows E-mail beside Password and Expires only for a link that asks for an e-mail', () => {
    renderSection([
      buildLink({
        linkId: 'link000000000001',
        name: 'Gated',
        hasPassword: true,
        requireEmail: true,
        expiresAt: '2099-06-01T09:30:00.000Z',
      }),
      buildLink({ linkId: 'link000000000002', requireEmail: true }),
      buildLink({ linkId: 'link000000000003', name: 'Open', hasPassword: true, requireEmail: false }),
    ]);
    expect(badges(rowOf('Gated'))).toEqual(['Password', 'E-mail', 'Expires Jun 1, 2099, 9:30 AM UTC']);
    expect(within(rowOf('Gated')).getByText('E-mail').className).toBe('manage__badge');
    // Without a name, the badge alone still gets the row a head.
    const unnamed = screen.getByRole('button', { name: `Edit link ${LINK.url}` }).closest('li')!;
    expect(badges(unnamed)).toEqual(['E-mail']);
    expect(badges(rowOf('Open'))).toEqual(['Password']);
  });
});

describe('editing a view link’s rules', () => {
  const ACME = buildLink({ name: 'Acme board', hasPassword: true, expiresAt: FUTURE_ISO });

  it('sends only what changed, with password null when removed, and shows the answer', async () => {
    api.fetch.mockResolvedValueOnce(
      json(200, { link: { ...ACME, name: 'Acme directors', hasPassword: false } }),
    );
    renderSection([ACME]);
    const row = rowOf('Acme board');
    const edit = within(row).getByRole('button', { name: 'Edit link Acme board' });
    expect(edit.textContent).toBe('Edit');
    await click(edit);
    const name = within(row).getByLabelText('Name (who it is for)') as HTMLInputElement;
    expect(name.value).toBe('Acme board');
    expect(document.activeElement).toBe(name);
    const password = within(row).getByLabelText('Password (optional)') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Leave empty to keep the current password.',
    );
    expect((within(row).getByLabelText('Expires (optional)') as HTMLInputElement).value).toBe(FUTURE_INPUT);

    type(row, 'Name (who it is for)', 'Acme directors');
    fireEvent.click(within(row).getByLabelText('Remove password'));
    await click(within(row).getByRole('button', { name: 'Save link' }));

    expect(sent()).toEqual({
      path: '/api/v4/presentation/abcdefabcdef/links/link000000000001/',
      method: 'PATCH',
      body: { name: 'Acme directors', password: null },
    });
    expect(within(row).queryByRole('button', { name: 'Save link' })).toBeNull();
    expect(within(row).getByText('Acme directors')).toBeTruthy();
    expect(badges(row)).toEqual([expect.stringMatching(/^Expires /)]);
    expect(within(row).getByRole('status').textContent).toBe('Link updated.');
    expect(document.activeElement).toBe(
      within(row).getByRole('button', { name: 'Edit link Acme directors' }),
    );
  });

  it('sends a new password, and null for a cleared expiry', async () => {
    api.fetch.mockResolvedValueOnce(json(200, { link: { ...ACME, expiresAt: null } }));
    renderSection([ACME]);
    const row = rowOf('Acme board');
    await click(within(row).getByRole('button', { name: 'Edit link Acme board' }));
    type(row, 'Password (optional)', 'a new secret');
    await click(within(row).getByRole('button', { name: 'Clear expiry' }));
    expect((within(row).getByLabelText('Expires (optional)') as HTMLInputElement).value).toBe('');
    await click(within(row).getByRole('button', { name: 'Save link' }));
    expect(sent().body).toEqual({ password: 'a new secret', expiresAt: null });
    expect(badges(row)).toEqual(['Password']);
  });

  it('sends exactly requireEmail: false when the e-mail box is unticked, and drops the badge', async () => {
    const gated = buildLink({ name: 'Webinar', requireEmail: true });
    api.fetch.mockResolvedValueOnce(json(200, { link: { ...gated, requireEmail: false } }));
    renderSection([gated]);
    const row = rowOf('Webinar');
    expect(badges(row)).toEqual(['E-mail']);
    await click(within(row).getByRole('button', { name: 'Edit link Webinar' }));
    const box = within(row).getByLabelText(EMAIL_BOX) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await click(within(row).getByRole('button', { name: 'Save link' }));

    expect(sent()).toEqual({
      path: '/api/v4/presentation/abcdefabcdef/links/link000000000001/',
      method: 'PATCH',
      body: { requireEmail: false },
    });
    expect(badges(row)).toEqual([]);
  });

  it('sends requireEmail: true when the box is ticked on a link, and nothing for it when left as it was', async () => {
    const open = buildLink({ name: 'Webinar' });
    api.fetch
      .mockResolvedValueOnce(json(200, { link: { ...open, requireEmail: true } }))
      .mockResolvedValueOnce(json(200, { link: { ...open, name: 'Webinar 2', requireEmail: true } }));
    renderSection([open]);
    const row = rowOf('Webinar');
    await click(within(row).getByRole('button', { name: 'Edit link Webinar' }));
    fireEvent.click(within(row).getByLabelText(EMAIL_BOX));
    await click(within(row).getByRole('button', { name: 'Save link' }));
    expect(sent(0).body).toEqual({ requireEmail: true });
    expect(badges(row)).toEqual(['E-mail']);

    // Reopened, the box shows the saved value and an unrelated change leaves it out.
    await click(within(row).getByRole('button', { name: 'Edit link Webinar' }));
    expect((within(row).getByLabelText(EMAIL_BOX) as HTMLInputElement).checked).toBe(true);
    type(row, 'Name (who it is for)', 'Webinar 2');
    await click(within(row).getByRole('button', { name: 'Save link' }));
    expect(sent(1).body).toEqual({ name: 'Webinar 2' });
  });

  it('lets an expired link be renamed without complaining about its past expiry', async () => {
    const old = buildLink({ name: 'Old client', expiresAt: PAST_ISO });
    api.fetch.mockResolvedValueOnce(json(200, { link: { ...old, name: 'Former client' } }));
    renderSection([old]);
    const row = rowOf('Old client');
    await click(within(row).getByRole('button', { name: 'Edit link Old client' }));
    expect(within(row).queryByLabelText('Remove password')).toBeNull();
    type(row, 'Name (who it is for)', 'Former client');
    await click(within(row).getByRole('button', { name: 'Save link' }));
    expect(sent().body).toEqual({ name: 'Former client' });
  });

  it('keeps the form open with the server’s message when the change is refused', async () => {
    api.fetch.mockResolvedValueOnce(
      json(400, { error: { code: 'invalid_link_rules', message: 'The expiry must be in the future.' } }),
    );
    renderSection([ACME]);
    const row = rowOf('Acme board');
    await click(within(row).getByRole('button', { name: 'Edit link Acme board' }));
    type(row, 'Expires (optional)', '2098-01-01T08:00');
    await click(within(row).getByRole('button', { name: 'Save link' }));
    expect(within(row).getByRole('alert').textContent).toBe('The expiry must be in the future.');
    expect(within(row).getByRole('button', { name: 'Save link' })).toBeTruthy();
    expect(badges(row)).toEqual(['Password', expect.stringMatching(/^Expires \w+ \d+, 2099/)]);
  });

  it('closes without a request when nothing changed, or on Cancel', async () => {
    renderSection([ACME]);
    const row = rowOf('Acme board');
    await click(within(row).getByRole('button', { name: 'Edit link Acme board' }));
    await click(within(row).getByRole('button', { name: 'Save link' }));
    expect(within(row).queryByRole('button', { name: 'Save link' })).toBeNull();
    await click(within(row).getByRole('button', { name: 'Edit link Acme board' }));
    type(row, 'Name (who it is for)', 'Someone else');
    await click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(within(row).queryByRole('button', { name: 'Save link' })).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});

describe('verification by a code and allowed domains', () => {
  const VERIFY_BOX = 'Verify the address with a code sent by e-mail';
  const DOMAINS = 'Only addresses at these domains';
  const hint = (element: HTMLElement) =>
    element
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent);

  it('shows both only once the e-mail box is ticked, and sends them with it', async () => {
    const created = buildLink({
      linkId: 'link000000000002',
      name: 'Board',
      requireEmail: true,
      verifyEmail: true,
      allowedDomains: ['example.com', 'example.org'],
    });
    api.fetch.mockResolvedValueOnce(json(201, { link: created }));
    renderSection([]);
    const form = await openForm();
    protect(form);
    expect(within(form).queryByLabelText(VERIFY_BOX)).toBeNull();
    expect(within(form).queryByLabelText(DOMAINS)).toBeNull();
    fireEvent.click(within(form).getByLabelText(EMAIL_BOX));
    const verify = within(form).getByLabelText(VERIFY_BOX) as HTMLInputElement;
    expect(verify.disabled).toBe(false);
    expect(hint(verify)).toEqual(['Visitors type a 6-digit code we e-mail them; it is valid 10 minutes.']);
    fireEvent.click(verify);
    type(form, 'Name (who it is for)', 'Board');
    type(form, DOMAINS, ' Example.com,\n@example.org example.com ');
    await click(submitButton());

    expect(sent().body).toEqual({
      name: 'Board',
      requireEmail: true,
      verifyEmail: true,
      allowedDomains: ['example.com', 'example.org'],
    });
    expect(badges(rowOf('Board'))).toEqual(['E-mail verified by code', 'Only @example.com, @example.org']);
  });

  it('keeps the box off without outgoing e-mail, saying what it needs', async () => {
    renderSection([], false);
    const form = await openForm();
    protect(form);
    fireEvent.click(within(form).getByLabelText(EMAIL_BOX));
    const verify = within(form).getByLabelText(VERIFY_BOX) as HTMLInputElement;
    expect(verify.disabled).toBe(true);
    expect(hint(verify)).toEqual(['Needs outgoing e-mail: set SMTP_URL and MAIL_FROM']);
    // The domains need no e-mail to be sent.
    expect((within(form).getByLabelText(DOMAINS) as HTMLTextAreaElement).disabled).toBe(false);
  });

  it('lets a link that verifies be turned off without outgoing e-mail, and shows its domains to edit', async () => {
    const link = buildLink({
      name: 'Board',
      requireEmail: true,
      verifyEmail: true,
      allowedDomains: ['acme.example'],
    });
    api.fetch.mockResolvedValueOnce(json(200, { link: { ...link, verifyEmail: false, allowedDomains: [] } }));
    renderSection([link], false);
    const row = rowOf('Board');
    expect(badges(row)).toEqual(['E-mail verified by code', 'Only @acme.example']);
    await click(within(row).getByRole('button', { name: 'Edit link Board' }));
    const verify = within(row).getByLabelText(VERIFY_BOX) as HTMLInputElement;
    expect(verify.checked).toBe(true);
    expect(verify.disabled).toBe(false);
    expect((within(row).getByLabelText(DOMAINS) as HTMLTextAreaElement).value).toBe('acme.example');
    fireEvent.click(verify);
    type(row, DOMAINS, '');
    await click(within(row).getByRole('button', { name: 'Save link' }));
    expect(sent()).toMatchObject({ method: 'PATCH', body: { verifyEmail: false, allowedDomains: [] } });
    expect(badges(rowOf('Board'))).toEqual(['E-mail']);
  });

  it('refuses what is not a domain beside the field, sending nothing', async () => {
    renderSection([]);
    const form = await openForm();
    protect(form);
    fireEvent.click(within(form).getByLabelText(EMAIL_BOX));
    type(form, DOMAINS, 'example.com, not_a domain');
    await click(submitButton());
    expect(api.fetch).not.toHaveBeenCalled();
    const field = within(form).getByLabelText(DOMAINS);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(hint(field)).toEqual([
      'Such as example.com, separated by commas or one per line. Leave empty for any address.',
      '“not_a” is not a domain such as example.com.',
    ]);
    expect(document.activeElement).toBe(field);
  });

  it('sends nothing about them when the e-mail box is unticked again', async () => {
    api.fetch.mockResolvedValueOnce(
      json(201, { link: buildLink({ linkId: 'link000000000002', hasPassword: true }) }),
    );
    renderSection([]);
    const form = await openForm();
    protect(form);
    type(form, 'Password (optional)', 'correct horse');
    fireEvent.click(within(form).getByLabelText(EMAIL_BOX));
    fireEvent.click(within(form).getByLabelText(VERIFY_BOX));
    type(form, DOMAINS, 'example.com');
    fireEvent.click(within(form).getByLabelText(EMAIL_BOX));
    await click(submitButton());
    expect(sent().body).toEqual({ password: 'correct horse' });
  });
});

describe('e-mail notifications of a link', () => {
  const renderWithMail = (links: ViewLinkData[], mailConfigured: boolean) =>
    renderWithI18n(
      <ViewLinksSection oid="abcdefabcdef" lang="en" initialLinks={links} mailConfigured={mailConfigured} />,
    );
  const NOTIFY = 'E-mail me about views through this link';

  it('sends the chosen rule with a new link and shows it as a badge', async () => {
    const created = buildLink({ linkId: 'link000000000009', name: 'Board', notify: 'first' });
    api.fetch.mockResolvedValueOnce(json(201, { link: created }));
    renderWithMail([], true);
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText(NOTIFY), { target: { value: 'first' } });
    await click(submitButton());
    expect(sent().body).toEqual({ notify: 'first' });
    expect(badges(rowOf('Board'))).toContain('E-mail on first view');
  });

  it('changes it on an existing link, sending only the rule', async () => {
    const link = buildLink({ name: 'Board', notify: 'first' });
    api.fetch.mockResolvedValueOnce(json(200, { link: { ...link, notify: 'every' } }));
    renderWithMail([link], true);
    await click(screen.getByRole('button', { name: 'Edit link Board' }));
    const form = screen.getByRole('button', { name: 'Save link' }).closest('form')!;
    fireEvent.change(within(form).getByLabelText(NOTIFY), { target: { value: 'every' } });
    await click(within(form).getByRole('button', { name: 'Save link' }));
    expect(sent()).toMatchObject({ method: 'PATCH', body: { notify: 'every' } });
    expect(badges(rowOf('Board'))).toContain('E-mail on every view');
  });

  it('is disabled without outgoing e-mail, saying what it needs', async () => {
    renderWithMail([], false);
    const select = within(await openForm()).getByLabelText(NOTIFY) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(within(createForm()).getByText('Needs outgoing e-mail: set SMTP_URL and MAIL_FROM.')).toBeTruthy();
  });
});

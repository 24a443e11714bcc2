// @vitest-environment jsdom
// The settings page as owner and editor: which sections show, and how each one reports what
// the server said (saved, failed with the server's message, copied, revoked, deleted).

import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { SIGNED_IN } from '../../../../ui-kit/header/test-support';
import { buildSettings, json, stubApi } from '../../../../ui-kit/test-support';
import type { CommentData } from '../../../editor/comments.contracts';
import type { ViewLinkData } from '../../../sharing/contracts';
import { ViewLinksSection } from '../../../sharing/ui/ViewLinksSection';
import { DeleteSection } from '../settings/DeleteSection';
import PresentationSettingsPage, { type PresentationSettingsPageProps } from './PresentationSettingsPage';

const SETTINGS = buildSettings({
  descriptionHtml: '<p>How to <strong>tidy</strong>.</p>',
  tags: ['data', 'analysis'],
});
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

const COMMENT: CommentData = {
  id: 7,
  step: 2,
  body: 'Add the sources on this step.',
  author: { username: 'cora', displayName: 'Cora Commenter' },
  createdAt: '2026-11-20T10:00:00.000Z',
  element: null,
  parentId: null,
  resolved: null,
  canDelete: true,
  canResolve: true,
};

const api = stubApi();

function renderPage(overrides: Partial<PresentationSettingsPageProps> = {}) {
  return renderWithI18n(
    <PresentationSettingsPage
      site={SIGNED_IN}
      settings={SETTINGS}
      userRole="owner"
      links={[LINK]}
      collaborators={[{ username: 'edda', displayName: 'Edda Editor', role: 'edit' }]}
      comments={[COMMENT]}
      mailConfigured
      {...overrides}
    />,
  );
}
const heading = (name: string) => screen.queryByRole('heading', { level: 2, name });
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));

describe('PresentationSettingsPage', () => {
  it('shows the owner every section and the ways to the editor, view page and statistics', () => {
    renderPage();
    for (const name of [
      'Details',
      'Privacy',
      'View links',
      'Collaborators',
      'Comments (1)',
      'Delete presentation',
    ])
      expect(heading(name)).not.toBeNull();
    expect(screen.getByText('Add the sources on this step.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open editor' }).getAttribute('href')).toBe(SETTINGS.editPath);
    expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toBe(SETTINGS.viewPath);
    expect(screen.getByRole('link', { name: 'Statistics' }).getAttribute('href')).toBe(SETTINGS.statsPath);
    expect(screen.getByText('Edda Editor')).toBeTruthy();
    expect((screen.getByLabelText('Tags') as HTMLInputElement).value).toBe('data, analysis');
  });

  it('shows an editor only the details and view links, and says why', () => {
    renderPage({ userRole: 'edit', collaborators: [] });
    expect(heading('Details')).not.toBeNull();
    expect(heading('View links')).not.toBeNull();
    expect(heading('Privacy')).toBeNull();
    expect(heading('Collaborators')).toBeNull();
    expect(heading('Comments (1)')).toBeNull();
    expect(heading('Delete presentation')).toBeNull();
    expect(screen.getByText(/You are an editor/)).toBeTruthy();
  });

  it('saves the details with one PATCH and shows what the server kept', async () => {
    api.fetch.mockResolvedValueOnce(json(200, { ...SETTINGS, title: 'Tidier Data', tags: ['ux'] }));
    renderPage();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tidier Data' } });
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'UX, ' } });
    await click(screen.getByRole('button', { name: 'Save changes' }));
    const [path, init] = api.fetch.mock.calls[0]!;
    expect(path).toBe('/api/v4/presentation/abcdefabcdef/');
    expect(init.method).toBe('PATCH');
    expect(init.headers['X-CSRFToken']).toBe('token123');
    expect(JSON.parse(init.body)).toEqual({
      title: 'Tidier Data',
      descriptionHtml: SETTINGS.descriptionHtml,
      tags: ['UX'],
    });
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('status').textContent).toBe('Saved.');
    expect((screen.getByLabelText('Tags') as HTMLInputElement).value).toBe('ux');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tidier Data');
  });

  it('shows the server’s message when saving fails', async () => {
    api.fetch.mockResolvedValueOnce(
      json(400, { error: { code: 'bad_request', message: 'The title cannot be empty.' } }),
    );
    renderPage();
    await click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert').textContent).toBe('The title cannot be empty.');
  });

  it('changes privacy only once another choice is made', async () => {
    api.fetch.mockResolvedValueOnce(json(200, { ...SETTINGS, privacy: 'private' }));
    renderPage();
    const update = screen.getByRole('button', { name: 'Update privacy' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /^Private/ }));
    expect(update.disabled).toBe(false);
    await click(update);
    expect(JSON.parse(api.fetch.mock.calls[0]![1].body)).toEqual({ privacy: 'private' });
    expect(update.disabled).toBe(true);
  });

  it('adds a collaborator, or says why not', async () => {
    api.fetch
      .mockResolvedValueOnce(
        json(400, {
          error: { code: 'unknown_user', message: 'No account has that username.' },
        }),
      )
      .mockResolvedValueOnce(
        json(201, { collaborator: { username: 'cora', displayName: 'Cora Commenter', role: 'comment' } }),
      );
    renderPage();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'nobody' } });
    await click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe('No account has that username.');
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'cora' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'comment' } });
    await click(screen.getByRole('button', { name: 'Add' }));
    expect(JSON.parse(api.fetch.mock.calls[1]![1].body)).toEqual({
      login: 'cora',
      role: 'comment',
    });
    expect((screen.getByLabelText('Role of Cora Commenter') as HTMLSelectElement).value).toBe('comment');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
  });
});

describe('ViewLinksSection', () => {
  it('creates, copies with a confirmation, and revokes links', async () => {
    const created = { ...LINK, linkId: 'link000000000002', url: 'http://podium.test/view/link000000000002/' };
    api.fetch.mockResolvedValueOnce(json(201, { link: created })).mockResolvedValueOnce(json(204));
    const copy = vi.fn(async () => true);
    renderWithI18n(
      <ViewLinksSection mailConfigured oid="abcdefabcdef" lang="en" initialLinks={[LINK]} copy={copy} />,
    );
    await click(screen.getByRole('button', { name: 'Create link' }));
    expect(api.fetch).not.toHaveBeenCalled();
    await click(screen.getByRole('button', { name: 'Create' }));
    expect(api.fetch.mock.calls[0]![1].method).toBe('POST');
    const addresses = screen.getAllByLabelText('View link address') as HTMLInputElement[];
    expect(addresses.map((a) => a.value)).toEqual([created.url, LINK.url]);
    const first = addresses[0]!.closest('li')!;
    await click(within(first).getByRole('button', { name: 'Copy' }));
    expect(copy).toHaveBeenCalledWith(created.url);
    expect(within(first).getByRole('button', { name: 'Copied' })).toBeTruthy();
    await click(within(first).getByRole('button', { name: 'Revoke' }));
    expect(api.fetch.mock.calls[1]![0]).toBe('/api/v4/presentation/abcdefabcdef/links/link000000000002/');
    expect(api.fetch.mock.calls[1]![1].method).toBe('DELETE');
    expect(screen.getAllByLabelText('View link address')).toHaveLength(1);
    expect(screen.getByText('1 revoked link')).toBeTruthy();
  });

  it('says so when the clipboard refuses', async () => {
    renderWithI18n(
      <ViewLinksSection
        mailConfigured
        oid="abcdefabcdef"
        lang="en"
        initialLinks={[LINK]}
        copy={async () => false}
      />,
    );
    await click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not copy. Select the address and copy it yourself.',
    );
  });

  it('shows an empty state without live links', () => {
    renderWithI18n(
      <ViewLinksSection
        mailConfigured
        oid="abcdefabcdef"
        lang="en"
        initialLinks={[{ ...LINK, revokedAt: '2026-11-21T00:00:00.000Z' }]}
      />,
    );
    expect(screen.getByText('No view links yet.')).toBeTruthy();
    expect(screen.getByText('1 revoked link')).toBeTruthy();
  });
});

describe('DeleteSection', () => {
  it('deletes only after the title is typed, then goes to the dashboard', async () => {
    api.fetch.mockResolvedValueOnce(json(204));
    const navigate = vi.fn();
    renderWithI18n(<DeleteSection oid="abcdefabcdef" title="Tidy Data" navigate={navigate} />);
    await click(screen.getByRole('button', { name: 'Delete presentation…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Tidy Data”?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete forever' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Type the title/), { target: { value: 'Tidy' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Type the title/), { target: { value: 'Tidy Data' } });
    await click(confirm);
    expect(api.fetch.mock.calls[0]![1].method).toBe('DELETE');
    expect(navigate).toHaveBeenCalledWith('/dashboard/next/?deleted=1');
  });

  it('stays on the page with the server’s message when the delete fails, and cancels cleanly', async () => {
    api.fetch.mockResolvedValueOnce(
      json(403, {
        error: { code: 'not_owner', message: 'Only the owner of this presentation can do this.' },
      }),
    );
    const navigate = vi.fn();
    renderWithI18n(<DeleteSection oid="abcdefabcdef" title="Tidy Data" navigate={navigate} />);
    await click(screen.getByRole('button', { name: 'Delete presentation…' }));
    fireEvent.change(screen.getByLabelText(/Type the title/), { target: { value: 'Tidy Data' } });
    await click(screen.getByRole('button', { name: 'Delete forever' }));
    expect(screen.getByRole('alert').textContent).toBe('Only the owner of this presentation can do this.');
    expect(navigate).not.toHaveBeenCalled();
    await click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets the owner delete a comment from the settings page', async () => {
    api.fetch.mockResolvedValueOnce(json(204));
    renderPage();
    await click(screen.getByRole('button', { name: 'Delete comment by Cora Commenter' }));
    expect(screen.getByText('Delete this comment?')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Delete' }));
    expect(api.fetch).toHaveBeenCalledWith(
      `/api/v4/presentation/${SETTINGS.oid}/comments/7/`,
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(screen.queryByText('Add the sources on this step.')).toBeNull();
    expect(heading('Comments (0)')).not.toBeNull();
  });
});

// @vitest-environment jsdom
// Component tests of the folder screens: breadcrumbs, drop targets and their states,
// the move dialog, the new-folder and share forms with the server's errors, and the analytics
// events they send once the server confirmed.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { json, stubApi } from '../../../ui-kit/test-support';
import type { Crumb, Destination, FolderCardData } from '../contracts';
import { Breadcrumbs } from './Breadcrumbs';
import { FolderCard } from './FolderCard';
import { FolderShelf } from './FolderShelf';
import { DECK_TYPE, FOLDER_TYPE, type Moving } from './folder-api';
import { MoveDialog, type MoveDialogProps } from './MoveDialog';
import { NewFolderForm } from './NewFolderForm';
import { ShareFolderSection } from './ShareFolderSection';

const track = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/telemetry', () => ({ track }));

const api = stubApi();
beforeEach(() => track.mockClear());

/** A DataTransfer as a drag of ours (or another kind) carries it. */
function transfer(data: Record<string, string>) {
  return {
    types: Object.keys(data),
    getData: (type: string) => data[type] ?? '',
    setData: vi.fn(),
    dropEffect: 'none',
    effectAllowed: 'all',
  };
}

const folder = (changes: Partial<FolderCardData> = {}): FolderCardData => ({
  fid: 'fold00000001',
  name: 'Clients',
  path: '/folders/fold00000001/',
  rights: { file: true, manage: true },
  ...changes,
});

describe('Breadcrumbs', () => {
  const crumbs: Crumb[] = [
    { kind: 'mine', label: '', path: '/dashboard/next/', fid: null, droppable: true },
    {
      kind: 'folder',
      label: 'Clients',
      path: '/folders/fold00000001/',
      fid: 'fold00000001',
      droppable: true,
    },
    { kind: 'folder', label: 'Acme', path: '/folders/fold00000002/', fid: 'fold00000002', droppable: false },
  ];

  it('shows the path with links above the current folder, which is marked current', () => {
    renderWithI18n(<Breadcrumbs crumbs={crumbs} tid={null} />);
    const nav = screen.getByRole('navigation', { name: 'Folder path' });
    const items = nav.querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual(['My presentations', 'Clients', 'Acme']);
    expect(screen.getByRole('link', { name: 'My presentations' }).getAttribute('href')).toBe(
      '/dashboard/next/',
    );
    expect(screen.getByText('Acme').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Acme' })).toBeNull();
  });

  it('names the top "Shared with me" for a folder shared with the person, and a team by its name', () => {
    renderWithI18n(
      <Breadcrumbs
        crumbs={[
          { kind: 'shared', label: '', path: '/dashboard/next/#shared-folders', fid: null, droppable: false },
          crumbs[2]!,
        ]}
        tid={null}
      />,
    );
    expect(screen.getByRole('link', { name: 'Shared with me' })).toBeTruthy();
  });

  it('moves a deck dropped on a crumb to that folder, or to the top of the space', async () => {
    const moved = vi.fn();
    api.fetch.mockResolvedValue(json(200, { oid: 'deck00000001', folderFid: null }));
    renderWithI18n(<Breadcrumbs crumbs={crumbs} tid={null} onMoved={moved} />);
    const top = screen.getByRole('link', { name: 'My presentations' }).closest('li')!;
    fireEvent.dragEnter(top, { dataTransfer: transfer({ [DECK_TYPE]: 'deck00000001' }) });
    expect(top.className).toContain('crumbs__item--over');
    fireEvent.drop(top, { dataTransfer: transfer({ [DECK_TYPE]: 'deck00000001' }) });
    await waitFor(() => expect(moved).toHaveBeenCalledWith({ kind: 'deck', oid: 'deck00000001' }));
    const [path, init] = api.fetch.mock.calls[0]!;
    expect(path).toBe('/api/v4/folders/moves/');
    expect(JSON.parse(init.body)).toEqual({ oid: 'deck00000001', toFid: null, toTid: null });
  });
});

describe('FolderCard as a drop target', () => {
  it('shows the states idle, over, busy and failed with the server’s reason', async () => {
    let answer: (r: Response) => void = () => {};
    api.fetch.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const moved = vi.fn();
    renderWithI18n(<FolderCard folder={folder()} onMoved={moved} />);
    const card = screen.getByRole('link', { name: 'Clients' }).closest('li')!;
    expect(card.className).toContain('folder-card--idle');
    fireEvent.dragOver(card, { dataTransfer: transfer({ [DECK_TYPE]: 'deck00000001' }) });
    expect(card.className).toContain('folder-card--over');
    expect(screen.getByRole('status').textContent).toBe('Drop to move here');
    fireEvent.dragLeave(card);
    expect(card.className).toContain('folder-card--idle');
    fireEvent.drop(card, { dataTransfer: transfer({ [DECK_TYPE]: 'deck00000001' }) });
    expect(card.className).toContain('folder-card--busy');
    expect(screen.getByRole('status').textContent).toBe('Moving…');
    await act(async () =>
      answer(
        json(403, { error: { code: 'cannot_move', message: 'You cannot move this presentation there.' } }),
      ),
    );
    expect(card.className).toContain('folder-card--failed');
    expect(screen.getByRole('alert').textContent).toBe('You cannot move this presentation there.');
    expect(moved).not.toHaveBeenCalled();
  });

  it('ignores drags that are not ours, and takes nothing where the person may not file', () => {
    const { unmount } = renderWithI18n(<FolderCard folder={folder()} />);
    const card = screen.getByRole('link', { name: 'Clients' }).closest('li')!;
    fireEvent.dragEnter(card, { dataTransfer: transfer({ 'text/uri-list': 'https://example.com/' }) });
    expect(card.className).toContain('folder-card--idle');
    fireEvent.drop(card, { dataTransfer: transfer({ 'text/uri-list': 'https://example.com/' }) });
    expect(api.fetch).not.toHaveBeenCalled();
    unmount();
    renderWithI18n(<FolderCard folder={folder({ rights: { file: false, manage: false } })} />);
    const readOnly = screen.getByRole('link', { name: 'Clients' }).closest('li')!;
    fireEvent.dragEnter(readOnly, { dataTransfer: transfer({ [DECK_TYPE]: 'deck00000001' }) });
    expect(readOnly.className).toContain('folder-card--idle');
  });

  it('moves a folder dropped on another, but not onto itself', async () => {
    api.fetch.mockResolvedValue(json(200, { folder: { fid: 'fold00000009' } }));
    const moved = vi.fn();
    renderWithI18n(<FolderCard folder={folder()} movable onMoved={moved} />);
    const card = screen.getByRole('link', { name: 'Clients' }).closest('li')!;
    expect(card.getAttribute('draggable')).toBe('true');
    fireEvent.drop(card, { dataTransfer: transfer({ [FOLDER_TYPE]: 'fold00000001' }) });
    expect(api.fetch).not.toHaveBeenCalled();
    fireEvent.drop(card, { dataTransfer: transfer({ [FOLDER_TYPE]: 'fold00000009' }) });
    await waitFor(() => expect(moved).toHaveBeenCalled());
    const [path, init] = api.fetch.mock.calls[0]!;
    expect([path, init.method, JSON.parse(init.body)]).toEqual([
      '/api/v4/folders/fold00000009/',
      'PATCH',
      { parentFid: 'fold00000001' },
    ]);
  });
});

describe('MoveDialog', () => {
  const destinations: Destination[] = [
    {
      space: { kind: 'personal' },
      top: true,
      folders: [
        { fid: 'fold00000001', name: 'Clients', parentFid: null },
        { fid: 'fold00000002', name: 'Acme', parentFid: 'fold00000001' },
        { fid: 'fold00000003', name: 'Archive', parentFid: null },
      ],
    },
    { space: { kind: 'team', tid: 'team00000001', name: 'Design team' }, top: true, folders: [] },
  ];
  const load = () => Promise.resolve({ destinations });
  const openDialog = (what: Moving, title: string, props: Partial<MoveDialogProps> = {}) =>
    renderWithI18n(
      <MoveDialog what={what} title={title} onClose={vi.fn()} onMoved={vi.fn()} load={load} {...props} />,
    );

  it('lists every space with its folder tree and moves a deck to the one chosen', async () => {
    const moved = vi.fn();
    const close = vi.fn();
    api.fetch.mockResolvedValue(json(200, { oid: 'deck00000001', folderFid: 'fold00000002' }));
    openDialog({ kind: 'deck', oid: 'deck00000001' }, 'Deck', { onClose: close, onMoved: moved });
    const dialog = await screen.findByRole('dialog', { name: 'Move “Deck”' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await screen.findByRole('radio', { name: 'Acme' });
    expect(screen.getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual([
      'Top of My presentations',
      'Clients',
      'Acme',
      'Archive',
      'Top of Design team',
    ]);
    // Nothing chosen yet: it says so rather than moving.
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose where to move it.');
    fireEvent.click(screen.getByRole('radio', { name: 'Top of Design team' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(moved).toHaveBeenCalled());
    expect(JSON.parse(api.fetch.mock.calls[0]![1].body)).toEqual({
      oid: 'deck00000001',
      toFid: null,
      toTid: 'team00000001',
    });
    expect(close).toHaveBeenCalled();
  });

  it('asks for the deck’s destinations, lists folders shared with one to edit, and a top only where allowed', async () => {
    const withShared = vi.fn((_what: Moving) =>
      Promise.resolve({
        destinations: [
          { ...destinations[0]!, top: false },
          destinations[1]!,
          {
            space: { kind: 'shared' as const },
            top: false,
            folders: [
              { fid: 'fold00000009', name: 'Ada’s desk', parentFid: null },
              { fid: 'fold00000010', name: 'Drafts', parentFid: 'fold00000009' },
            ],
          },
        ],
      }),
    );
    api.fetch.mockResolvedValue(json(200, { oid: 'deck00000001', folderFid: 'fold00000010' }));
    openDialog({ kind: 'deck', oid: 'deck00000001' }, 'Deck', { load: withShared });
    expect(withShared).toHaveBeenCalledWith({ kind: 'deck', oid: 'deck00000001' });
    await screen.findByRole('radio', { name: 'Drafts' });
    expect(screen.queryByRole('radio', { name: 'Top of My presentations' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Top of Design team' })).toBeTruthy();
    const shared = (await screen.findByText('Shared with me')).closest('fieldset')!;
    expect(
      within(shared)
        .getAllByRole('radio')
        .map((r) => r.parentElement!.textContent),
    ).toEqual(['Ada’s desk', 'Drafts']);
    fireEvent.click(screen.getByRole('radio', { name: 'Drafts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.fetch).toHaveBeenCalled());
    expect(JSON.parse(api.fetch.mock.calls[0]![1].body)).toEqual({
      oid: 'deck00000001',
      toFid: 'fold00000010',
      toTid: null,
    });
  });

  it('offers a folder only its own space, without itself and its subfolders', async () => {
    const asked = vi.fn(load);
    openDialog({ kind: 'folder', fid: 'fold00000001' }, 'Clients', { load: asked });
    expect(asked).toHaveBeenCalledWith({ kind: 'folder', fid: 'fold00000001' });
    await screen.findByRole('radio', { name: 'Archive' });
    expect(screen.queryByRole('radio', { name: 'Acme' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Clients' })).toBeNull();
    expect(screen.queryByText('Design team')).toBeNull();
  });

  it('shows the server’s refusal and closes on Escape', async () => {
    const close = vi.fn();
    api.fetch.mockResolvedValue(
      json(409, {
        error: {
          code: 'folder_cycle',
          message: 'A folder cannot go into itself or into one of its subfolders.',
        },
      }),
    );
    openDialog({ kind: 'deck', oid: 'deck00000001' }, 'Deck', { onClose: close });
    fireEvent.click(await screen.findByRole('radio', { name: 'Archive' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A folder cannot go into itself or into one of its subfolders.',
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(close).toHaveBeenCalled();
  });
});

describe('NewFolderForm', () => {
  it('sends FolderCreated once the server made the folder, with its team', async () => {
    const created = vi.fn();
    api.fetch.mockResolvedValue(
      json(201, {
        folder: { fid: 'fold00000005', name: 'Q3', path: '/folders/fold00000005/', parentFid: null },
      }),
    );
    renderWithI18n(<NewFolderForm tid="team00000001" onCreated={created} />);
    fireEvent.change(screen.getByLabelText('New folder'), { target: { value: 'Q3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(track).toHaveBeenCalledWith('FolderCreated', {
      folder_id: 'fold00000005',
      team_id: 'team00000001',
    });
    expect(JSON.parse(api.fetch.mock.calls[0]![1].body)).toEqual({
      name: 'Q3',
      parentFid: null,
      tid: 'team00000001',
    });
  });

  it('shows the server’s refusal and sends nothing', async () => {
    api.fetch.mockResolvedValue(
      json(400, { error: { code: 'too_deep', message: 'Folders nest at most 8 deep.' } }),
    );
    renderWithI18n(<NewFolderForm parentFid="fold00000001" onCreated={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('New subfolder'), { target: { value: 'Deeper' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Folders nest at most 8 deep.');
    expect(track).not.toHaveBeenCalled();
  });
});

describe('ShareFolderSection', () => {
  it('shares by username and sends FolderShared after the server confirmed', async () => {
    api.fetch.mockResolvedValue(
      json(201, { collaborator: { username: 'carl', displayName: 'Carl Comment', role: 'comment' } }),
    );
    renderWithI18n(<ShareFolderSection fid="fold00000001" initial={[]} />);
    expect(screen.getByText('This folder is not shared with anyone.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' carl ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Shared with Carl Comment.')).toBeTruthy();
    expect(screen.getByText('@carl')).toBeTruthy();
    expect(track).toHaveBeenCalledWith('FolderShared', { folder_id: 'fold00000001', role: 'comment' });
    expect(JSON.parse(api.fetch.mock.calls[0]![1].body)).toEqual({ login: 'carl', role: 'comment' });
  });

  it.each([
    ['username_required', 'Share folders by username, not by e-mail address.'],
    ['unknown_user', 'No account has that username.'],
    ['too_many_collaborators', 'A folder is shared with at most 100 people.'],
  ])('shows the server’s %s error and sends no event', async (code, message) => {
    api.fetch.mockResolvedValue(
      json(code === 'too_many_collaborators' ? 409 : 400, { error: { code, message } }),
    );
    renderWithI18n(<ShareFolderSection fid="fold00000001" initial={[]} />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'someone@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(track).not.toHaveBeenCalled();
  });

  it('changes a role and stops sharing', async () => {
    renderWithI18n(
      <ShareFolderSection
        fid="fold00000001"
        initial={[{ username: 'carl', displayName: 'Carl', role: 'comment' }]}
      />,
    );
    api.fetch.mockResolvedValueOnce(
      json(200, { collaborator: { username: 'carl', displayName: 'Carl', role: 'edit' } }),
    );
    fireEvent.change(screen.getByLabelText('Role of Carl'), { target: { value: 'edit' } });
    expect(await screen.findByText('Carl\u2019s role was changed.'.replace('\u2019', "'"))).toBeTruthy();
    expect(track).toHaveBeenCalledWith('FolderShared', { folder_id: 'fold00000001', role: 'edit' });
    api.fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText('Carl no longer has this folder.')).toBeTruthy();
    expect(screen.queryByText('@carl')).toBeNull();
  });
});

describe('FolderShelf', () => {
  it('shows one’s folders with a form for a new one, and those shared with one by whom and how', () => {
    renderWithI18n(
      <FolderShelf
        data={{
          space: { kind: 'personal' },
          folders: [folder()],
          canCreate: true,
          shared: [
            {
              ...folder({ fid: 'fold00000007', name: 'Handbook', rights: { file: false, manage: false } }),
              ownerName: 'Ada Admin',
              role: 'comment',
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Folders' })).toBeTruthy();
    expect(screen.getByLabelText('New folder')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Library' }).getAttribute('href')).toBe('/library/');
    expect(screen.getByRole('button', { name: 'Move to… Clients' })).toBeTruthy();
    const shared = screen.getByRole('heading', { name: 'Shared with me' });
    expect(shared.id).toBe('shared-folders');
    expect(screen.getByText('Ada Admin shared it with you to comment')).toBeTruthy();
    // A folder shared to comment is neither moved nor a drop target.
    expect(screen.queryByRole('button', { name: 'Move to… Handbook' })).toBeNull();
  });

  it('mounts for a team: its folders, and no new-folder form for a viewer', () => {
    renderWithI18n(
      <FolderShelf
        data={{
          space: { kind: 'team', tid: 'team00000001', name: 'Design team' },
          folders: [],
          canCreate: false,
          shared: [],
        }}
      />,
    );
    expect(screen.getByText('No folders yet.')).toBeTruthy();
    expect(screen.queryByLabelText('New folder')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Shared with me' })).toBeNull();
  });
});

// @vitest-environment jsdom

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Ref } from 'react';
import { useImperativeHandle } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { importMarkdown } from '../../../kernel/document/markdown-import';
import { ApiError } from '../../../lib/api-client';
import { buildPlayerData } from '../../../player/testing';
import type { PlayerHandle, PlayerModule, PlayerProps } from '../../../ui-kit/player-host/player-types';
import { LibraryPicker } from '../../folders/ui/library/LibraryPicker';
import { type EditPageData, editorApi } from '../contracts';
import { EditorWorkspace } from './EditorWorkspace';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SOURCE = '# Harbour Guide\n\n## Ferries\n\nTimes and piers.\n\n## Lights\n';

/** Stands in for the player chunk: shows the title and step count of the document it was given. */
function fakePlayer() {
  const handle = { next: vi.fn(), previous: vi.fn(), goTo: vi.fn(), restart: vi.fn(), focus: vi.fn() };
  function FakePlayer(props: PlayerProps & { ref: Ref<PlayerHandle> }) {
    useImperativeHandle(props.ref, () => handle as unknown as PlayerHandle);
    const topics = props.data.document.version === 2 ? props.data.document.topics.length : 0;
    return (
      <div data-testid="player" data-initial-step={props.initialStep}>
        Playing {props.data.document.title} with {topics} topics
      </div>
    );
  }
  const module: PlayerModule = { default: FakePlayer };
  return { handle, load: vi.fn(() => Promise.resolve(module)) };
}

function pageData(text = SOURCE): EditPageData & { source: NonNullable<EditPageData['source']> } {
  const document = importMarkdown(SOURCE).document;
  return {
    presentation: {
      oid: 'abc123def456',
      title: 'Harbour Guide',
      kind: 'deck',
      schemaVersion: '2',
      privacy: 'public',
      path: '/p/abc123def456/harbour-guide/',
      settingsPath: '/dashboard/next/abc123def456/',
      updatedAt: '2026-01-01T00:00:00.000Z',
      description: '',
      tags: [],
    },
    player: buildPlayerData({ document, title: 'Harbour Guide' }),
    role: 'owner',
    canEdit: true,
    source: { text, format: 'markdown' },
    comments: [],
    versions: [],
    people: [],
    viewerUsername: 'amara',
    me: { id: 1, name: 'Amara', color: '#1d4ed8' },
    brand: null,
    canvas: null,
  };
}

function renderEditor(api = vi.fn(), text = SOURCE) {
  const player = fakePlayer();
  renderWithI18n(
    <EditorWorkspace
      data={pageData(text)}
      lang="en"
      loadPlayer={player.load}
      api={api as never}
      debounceMs={0}
      tools={(editing) => ({
        library: <LibraryPicker oid="abc123def456" onInsert={editing.insertPicture} />,
      })}
    />,
  );
  const textarea = screen.getByLabelText('Source (Markdown)') as HTMLTextAreaElement;
  const type = (text: string) => fireEvent.change(textarea, { target: { value: text } });
  return { api, player, textarea, type };
}

describe('EditorWorkspace', () => {
  it('opens on a linked comment: the preview on its step, the comment focused in the Comments tab', async () => {
    const linked = {
      id: 7,
      step: 2,
      element: null,
      parentId: null,
      body: 'Lights need a date',
      author: { username: 'cora', displayName: 'Cora Mentor' },
      createdAt: '2026-03-01T09:30:00.000Z',
      resolved: null,
      canDelete: false,
      canResolve: false,
    };
    const data = { ...pageData(), comments: [linked], openComment: 7 };
    renderWithI18n(<EditorWorkspace data={data} lang="en" loadPlayer={fakePlayer().load} api={vi.fn()} />);
    expect((await screen.findByTestId('player')).dataset.initialStep).toBe('2');
    expect(document.activeElement!.textContent).toContain('Lights need a date');
    expect(screen.getByRole('tab', { name: /^Comments/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('previews the source with the real player and follows the author as they type', async () => {
    const { type } = renderEditor();
    expect((await screen.findByTestId('player')).textContent).toContain(
      'Playing Harbour Guide with 2 topics',
    );
    type(`${SOURCE}\n## Tides\n`);
    await waitFor(() => expect(screen.getByTestId('player').textContent).toContain('with 3 topics'));
    expect(screen.getByRole('status').textContent).toContain('Unsaved changes');
  });

  it('shows the preview step’s speaker notes under the player once the source has some', async () => {
    const { type } = renderEditor();
    await screen.findByTestId('player');
    expect(screen.queryByRole('heading', { name: 'Notes' })).toBeNull();
    type(SOURCE.replace('## Ferries', 'Note: Greet the harbour master.\n- smile\n\n## Ferries'));
    const notes = await screen.findByRole('region', { name: 'Notes' });
    expect(notes.textContent).toContain('Greet the harbour master.\n- smile');
    expect(screen.getByTestId('player').textContent).toContain('with 2 topics');
    type(SOURCE.replace('## Ferries', 'Note: Only the notes changed.\n\n## Ferries'));
    await waitFor(() => expect(notes.textContent).toContain('Only the notes changed.'));
  });

  it('shows the importer’s problems with their lines instead of the preview', async () => {
    const { type, textarea } = renderEditor();
    await screen.findByTestId('player');
    type('# Title\n\nNo topics here.\n');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('1 problem to fix');
    expect(alert.textContent).toContain('the presentation needs at least one "##" topic');
    expect(screen.queryByTestId('player')).toBeNull();
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    type('# One\n\n## A\n\n# Two\n');
    const line = await screen.findByRole('button', { name: 'Line 5:' });
    fireEvent.click(line);
    expect(document.activeElement).toBe(textarea);
    expect(textarea.value.slice(textarea.selectionStart, textarea.selectionEnd)).toBe('# Two');
  });

  it('puts the caret on a problem’s line of a source published by a form (\\r\\n line ends)', async () => {
    const { textarea } = renderEditor(vi.fn(), '# One\r\n\r\n## A\r\n\r\n# Two\r\n');
    fireEvent.click(await screen.findByRole('button', { name: 'Line 5:' }));
    expect(document.activeElement).toBe(textarea);
    expect(textarea.value.slice(textarea.selectionStart, textarea.selectionEnd)).toBe('# Two');
  });

  it('saves with the button: saving, then saved, with the new base for the next save', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const api = vi.fn(() => new Promise((r) => (resolve = r)));
    const { type } = renderEditor(api);
    type(`${SOURCE}\nMore.\n`);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status').textContent).toContain('Saving…');
    expect(api).toHaveBeenCalledWith(editorApi.save, {
      params: { oid: 'abc123def456' },
      body: { source: `${SOURCE}\nMore.\n`, format: 'markdown', baseUpdatedAt: '2026-01-01T00:00:00.000Z' },
    });
    await act(async () =>
      resolve({
        updatedAt: '2026-01-02T10:00:00.000Z',
        title: 'Harbour Guide',
        path: '/p/abc123def456/harbour-guide/',
        versions: [{ id: 7, title: 'Harbour Guide', createdAt: '2026-01-02T10:00:00.000Z', author: null }],
      }),
    );
    expect(screen.getByRole('status').textContent).toMatch(/^Saved /);
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect(api).toHaveBeenLastCalledWith(editorApi.save, {
      params: { oid: 'abc123def456' },
      body: expect.objectContaining({ baseUpdatedAt: '2026-01-02T10:00:00.000Z' }),
    });
  });

  it('says why a save failed, and offers a reload when someone else saved first', async () => {
    const api = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, 'invalid_source', 'The presentation was not saved: line 3: oops'),
      )
      .mockRejectedValueOnce(new ApiError(409, 'stale', 'Someone else saved this presentation.'));
    renderEditor(api);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Not saved: The presentation was not saved: line 3: oops',
    );
    expect(screen.queryByRole('button', { name: 'Reload the latest version' })).toBeNull();
    fireEvent.keyDown(window, { key: 'S', metaKey: true });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Someone else saved'));
    expect(screen.getByRole('button', { name: 'Reload the latest version' })).toBeTruthy();
  });

  it('converts the source to JSON and back, and restores a version after confirming', async () => {
    const data = pageData();
    data.versions = [{ id: 3, title: 'Old Guide', createdAt: '2026-01-01T00:00:00.000Z', author: null }];
    const api = vi.fn().mockResolvedValue({
      updatedAt: '2026-01-03T00:00:00.000Z',
      title: 'Old Guide',
      path: '/p/abc123def456/old-guide/',
      versions: [],
      source: { text: '# Old Guide\n\n## Only\n', format: 'markdown' },
      schemaVersion: '2',
    });
    const player = fakePlayer();
    const go = vi.fn();
    renderWithI18n(
      <EditorWorkspace data={data} lang="en" loadPlayer={player.load} api={api} debounceMs={0} go={go} />,
    );
    await screen.findByTestId('player');
    fireEvent.click(screen.getByRole('button', { name: 'Edit as JSON' }));
    const json = screen.getByLabelText('Source (JSON)') as HTMLTextAreaElement;
    expect(JSON.parse(json.value)).toMatchObject({ version: 2, title: 'Harbour Guide' });
    await screen.findByTestId('player');
    fireEvent.click(screen.getByRole('button', { name: 'Edit as Markdown' }));
    expect((screen.getByLabelText('Source (Markdown)') as HTMLTextAreaElement).value).toContain(
      '# Harbour Guide',
    );

    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    fireEvent.click(screen.getByRole('button', { name: /^Restore the version replaced/ }));
    expect(screen.getByText(/Your unsaved changes will be lost/)).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Restore' })));
    expect(api).toHaveBeenCalledWith(editorApi.restore, { params: { oid: 'abc123def456', id: 3 } });
    expect((screen.getByLabelText('Source (Markdown)') as HTMLTextAreaElement).value).toBe(
      '# Old Guide\n\n## Only\n',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Old Guide');
    expect(go).not.toHaveBeenCalled();
  });

  it('reopens the editor on a restored version of another schema', async () => {
    const data = pageData();
    data.versions = [{ id: 4, title: 'On the canvas', createdAt: '2026-01-01T00:00:00.000Z', author: null }];
    const api = vi.fn().mockResolvedValue({
      updatedAt: '2026-01-03T00:00:00.000Z',
      title: 'On the canvas',
      path: '/p/abc123def456/on-the-canvas/',
      versions: [],
      source: { text: '{"version": 3}', format: 'json' },
      schemaVersion: '3',
    });
    const go = vi.fn();
    renderWithI18n(
      <EditorWorkspace
        data={data}
        lang="en"
        loadPlayer={fakePlayer().load}
        api={api}
        debounceMs={0}
        go={go}
      />,
    );
    await screen.findByTestId('player');
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    fireEvent.click(screen.getByRole('button', { name: /^Restore the version replaced/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Restore' })));
    expect(go).toHaveBeenCalledWith('/p/edit/abc123def456/');
  });

  it('offers Settings to the owner only, and converts only a valid source, the note going as one types', async () => {
    const { type } = renderEditor();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/dashboard/next/abc123def456/',
    );
    expect(screen.getByRole('link', { name: 'Present' }).getAttribute('href')).toBe(
      '/p/abc123def456/harbour-guide/',
    );
    type('');
    await screen.findByText('the source is empty');
    fireEvent.click(screen.getByRole('button', { name: 'Edit as JSON' }));
    expect(screen.getByText('Fix the problems first: only a valid source can be converted.')).toBeTruthy();
    type(SOURCE);
    expect(screen.queryByText('Fix the problems first: only a valid source can be converted.')).toBeNull();
    cleanup();
    const player = fakePlayer();
    renderWithI18n(
      <EditorWorkspace
        data={{ ...pageData(), role: 'editor' }}
        lang="en"
        loadPlayer={player.load}
        debounceMs={0}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Present' })).toBeTruthy();
  });

  it('inserts a picture from the library at the cursor, on a line of its own', async () => {
    const key = `${'c'.repeat(64)}.webp`;
    const fetchMock = vi.fn(async (url: string) =>
      String(url).startsWith('/api/v4/library/images/')
        ? new Response(
            JSON.stringify({
              items: [{ key, src: `/media/u/${key}`, contentType: 'image/webp', size: 10, usedIn: [] }],
              page: 1,
              hasMore: false,
            }),
            { status: 200 },
          )
        : new Response(JSON.stringify({ src: `/media/u/${key}` }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // biome-ignore lint/suspicious/noDocumentCookie: apiCall reads the CSRF token from this cookie
    document.cookie = 'csrftoken=token123';
    const { textarea } = renderEditor();
    const at = SOURCE.indexOf('Times and piers.');
    textarea.setSelectionRange(at, at);
    fireEvent.click(screen.getByRole('button', { name: 'Insert from library' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Insert the picture/ }));
    await waitFor(() => expect(textarea.value).toContain('/media/u/'));
    expect(textarea.value).toBe(
      SOURCE.replace('Times and piers.', `![](/media/u/${key})\n\nTimes and piers.`),
    );
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/v4/library/uses/',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ oid: 'abc123def456', key }) }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.unstubAllGlobals();
  });
});

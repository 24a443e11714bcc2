// @vitest-environment jsdom
// "Edit on the canvas" in the source editor: says what it does, opens the deck converted in the
// canvas editor, and is held back, saying why, while the source has unsaved changes or does not read.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import type { SchemaVersion } from '../../../kernel/document/document';
import { importMarkdown } from '../../../kernel/document/markdown-import';
import { buildPlayerData } from '../../../player/testing';
import type { PlayerModule } from '../../../ui-kit/player-host/player-types';
import { type EditPageData, editorApi } from '../contracts';
import { EditorWorkspace } from './EditorWorkspace';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SOURCE = '# Harbour Guide\n\n## Ferries\n\nTimes and piers.\n';
const HINT =
  'Opens this deck on the canvas. Your Markdown stays in History; the deck becomes a canvas deck when you change something there.';

const player: PlayerModule = { default: () => <div data-testid="player" /> };

function pageData(
  schemaVersion: SchemaVersion,
): EditPageData & { source: NonNullable<EditPageData['source']> } {
  return {
    presentation: {
      oid: 'abc123def456',
      title: 'Harbour Guide',
      kind: 'deck',
      schemaVersion,
      privacy: 'public',
      path: '/p/abc123def456/harbour-guide/',
      settingsPath: '/dashboard/next/abc123def456/',
      updatedAt: '2026-01-01T00:00:00.000Z',
      description: '',
      tags: [],
    },
    player: buildPlayerData({ document: importMarkdown(SOURCE).document, title: 'Harbour Guide' }),
    role: 'owner',
    canEdit: true,
    source: { text: SOURCE, format: 'markdown' },
    comments: [],
    versions: [],
    people: [],
    viewerUsername: 'amara',
    me: { id: 1, name: 'Amara', color: '#1d4ed8' },
    brand: null,
    canvas: null,
  };
}

function renderEditor(schemaVersion: SchemaVersion = '2', text = SOURCE) {
  const go = vi.fn();
  const api = vi.fn();
  const data = pageData(schemaVersion);
  data.source.text = text;
  renderWithI18n(
    <EditorWorkspace
      data={data}
      lang="en"
      loadPlayer={() => Promise.resolve(player)}
      api={api as never}
      debounceMs={0}
      go={go}
    />,
  );
  const textarea = screen.getByLabelText('Source (Markdown)');
  const type = (text: string) => fireEvent.change(textarea, { target: { value: text } });
  const button = () => screen.getByRole('button', { name: 'Edit on the canvas' }) as HTMLButtonElement;
  return { go, api, type, button };
}

describe('Edit on the canvas', () => {
  it('says what happens and opens the deck converted in the canvas editor', async () => {
    const { go, button } = renderEditor();
    await screen.findByTestId('player');
    expect(button().disabled).toBe(false);
    expect(button().getAttribute('aria-describedby')).toBeTruthy();
    const described = button()
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual([HINT]);
    fireEvent.click(button());
    expect(go).toHaveBeenCalledWith('/p/edit/abc123def456/?canvas=1');
  });

  it('opens a classic deck at its own editor address', async () => {
    const { go, button } = renderEditor('0', `---\nschema: "0"\n---\n${SOURCE}`);
    await waitFor(() => expect(button().disabled).toBe(false));
    fireEvent.click(button());
    expect(go).toHaveBeenCalledWith('/abc123def456/edit/?canvas=1');
  });

  it('waits for unsaved changes to be saved, saying so', async () => {
    const { go, api, type, button } = renderEditor();
    type(`${SOURCE}\n## Lights\n`);
    expect(button().disabled).toBe(true);
    expect(screen.getByText('Save your changes first, so nothing is lost.').id).toBe(
      button().getAttribute('aria-describedby')!.split(' ')[1],
    );
    fireEvent.click(button());
    expect(go).not.toHaveBeenCalled();
    api.mockResolvedValue({
      updatedAt: '2026-01-02T00:00:00.000Z',
      versions: [],
      path: '/p/abc123def456/harbour-guide/',
      title: 'Harbour Guide',
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(api.mock.calls[0]![0]).toBe(editorApi.save);
    await waitFor(() => expect(button().disabled).toBe(false));
    expect(screen.queryByText('Save your changes first, so nothing is lost.')).toBeNull();
  });

  it('waits for the problems to be fixed when the saved source does not read', async () => {
    const data = pageData('2');
    data.source.text = '## A topic with no title\n';
    renderWithI18n(
      <EditorWorkspace data={data} lang="en" loadPlayer={() => Promise.resolve(player)} debounceMs={0} />,
    );
    const button = screen.getByRole('button', { name: 'Edit on the canvas' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(screen.getByText('Fix the problems first: only a valid source opens on the canvas.')).toBeTruthy();
  });

  it('is not offered on a canvas deck', () => {
    renderEditor('3');
    expect(screen.queryByRole('button', { name: 'Edit on the canvas' })).toBeNull();
  });
});

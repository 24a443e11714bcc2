// @vitest-environment jsdom
// The commenters' view: the deck played beside its comment threads, which a commenter reads,
// answers and resolves where the server allows; a comment on a canvas element names it and goes
// to its step, and a link to a comment opens the player on that step and the panel on its thread.

import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Ref } from 'react';
import { useImperativeHandle } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentData, cora } from '../../../../test/helpers/comment-data';
import { buildCanvasDocument } from '../../../../test/helpers/documents';
import { renderWithI18n } from '../../../../test/helpers/render';
import { buildPlayerData } from '../../../player/testing';
import type { PlayerHandle, PlayerModule, PlayerProps } from '../../../ui-kit/player-host/player-types';
import type { CommentData } from '../comments.contracts';
import { editorApi } from '../contracts';
import { PresentView } from './PresentView';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Stands in for the player chunk: remembers the step it was told to open on. */
function fakePlayer() {
  const handle = { next: vi.fn(), previous: vi.fn(), goTo: vi.fn(), restart: vi.fn(), focus: vi.fn() };
  const opened: (number | undefined)[] = [];
  function FakePlayer(props: PlayerProps & { ref: Ref<PlayerHandle> }) {
    useImperativeHandle(props.ref, () => handle as unknown as PlayerHandle);
    opened.push(props.initialStep);
    return <div data-testid="player">Playing</div>;
  }
  const module: PlayerModule = { default: FakePlayer };
  return { handle, opened, load: vi.fn(() => Promise.resolve(module)) };
}

const olga = { username: 'olga', displayName: 'Olga Owner' };
const comment = (overrides: Partial<CommentData>) => commentData({ author: olga, ...overrides });

/** Olga's thread on the picture in f1 (step 0), and Cora's own on the Lighthouse frame (step 1). */
const COMMENTS = [
  comment({ id: 1, body: 'Crop the heron?', element: 'i1' }),
  comment({ id: 2, step: 1, body: 'Brighter lamp?', element: 'f2', author: cora, canResolve: true }),
];

async function renderView(api = vi.fn(), openComment: number | null = null) {
  const player = fakePlayer();
  const data = buildPlayerData({ document: buildCanvasDocument({ title: 'Harbour tour' }) });
  renderWithI18n(
    <PresentView
      player={{ ...data, schemaVersion: '3' }}
      comments={COMMENTS}
      people={[olga]}
      lang="en"
      openComment={openComment}
      loadPlayer={player.load}
      api={api as never}
    />,
  );
  await screen.findByTestId('player');
  return { api, player };
}

const allComments = () => screen.getByRole('heading', { name: /^All comments/, level: 3 }).parentElement!;

describe('the commenters’ view', () => {
  it('shows every thread with the element it is on, and goes to its step when the element is clicked', async () => {
    const { player } = await renderView();
    const all = allComments();
    expect(all.textContent).toContain('Crop the heron?');
    expect(all.textContent).toContain('Brighter lamp?');
    fireEvent.click(within(all).getByRole('button', { name: 'On “Lighthouse”' }));
    expect(player.handle.goTo).toHaveBeenCalledWith(1);
    expect(within(all).getByRole('button', { name: 'On “Picture”' })).toBeTruthy();
  });

  it('offers Resolve on the commenter’s own thread only, and replies to any', async () => {
    const api = vi.fn().mockResolvedValue({ comment: comment({ id: 9, parentId: 1, body: 'Yes' }) });
    await renderView(api);
    const all = allComments();
    expect(within(all).queryByRole('button', { name: 'Resolve the thread by Olga Owner' })).toBeNull();
    expect(within(all).getByRole('button', { name: 'Resolve the thread by Cora Mentor' })).toBeTruthy();
    fireEvent.click(within(all).getByRole('button', { name: 'Reply to Olga Owner' }));
    fireEvent.change(within(all).getByLabelText('Your reply to Olga Owner'), { target: { value: 'Yes' } });
    await act(async () => fireEvent.click(within(all).getByRole('button', { name: 'Post comment' })));
    expect(api).toHaveBeenCalledWith(editorApi.addComment, {
      params: { oid: 'abc123def456' },
      body: { parentId: 1, body: 'Yes' },
    });
    expect(within(all).getByRole('list', { name: 'Replies to Olga Owner' }).textContent).toContain('Yes');
  });

  it('opens the player on a linked comment’s step and focuses it in the panel', async () => {
    const { player } = await renderView(vi.fn(), 2);
    expect(player.opened[0]).toBe(1);
    expect((document.activeElement as HTMLElement).textContent).toContain('Brighter lamp?');
    expect(screen.getByRole('heading', { name: /^Step 2/, level: 3 })).toBeTruthy();
  });

  it('opens on the first step when the linked comment is gone', async () => {
    const { player } = await renderView(vi.fn(), 77);
    expect(player.opened[0]).toBe(0);
    expect(document.activeElement).toBe(document.body);
  });
});

// @vitest-environment jsdom
// The comment panel's threads: replies under their thread, Reply, Resolve and Reopen where the
// server allows, resolved threads folded away, comments on elements that show them, "Comment on
// selection", and the `@` list of the deck's people.

import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentData, cora } from '../../../../../test/helpers/comment-data';
import { renderWithI18n } from '../../../../../test/helpers/render';
import type { CommentData } from '../../comments.contracts';
import { editorApi } from '../../contracts';
import { CommentPanel } from './CommentPanel';
import { useComments } from './useComments';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const amara = { username: 'amara', displayName: 'Amara Okafor' };
const comment = commentData;

const COMMENTS = [
  comment({ id: 1, body: 'Is the heron cropped?', element: 'heron', canResolve: true, canDelete: true }),
  comment({ id: 2, parentId: 1, body: 'Yes, on purpose', author: amara }),
  comment({ id: 3, body: 'Old question', resolved: { at: '2026-03-02T10:00:00.000Z', by: amara } }),
];

function Harness({ api, onSelectElement }: { api: never; onSelectElement(c: CommentData): void }) {
  const comments = useComments('abc123def456', COMMENTS, api);
  return (
    <CommentPanel
      comments={comments.comments}
      step={0}
      stepTitles={['Harbour']}
      lang="en"
      people={[cora, amara]}
      onAdd={comments.add}
      onAddOnElement={comments.addOn}
      onReply={comments.reply}
      onResolve={comments.resolve}
      onDelete={comments.remove}
      onSelectStep={() => {}}
      elementLabel={(id) => (id === 'heron' ? 'A grey heron' : undefined)}
      onSelectElement={onSelectElement}
      selection={{ id: 'intro', name: 'Intro' }}
    />
  );
}

function renderPanel(api = vi.fn()) {
  const onSelectElement = vi.fn();
  renderWithI18n(<Harness api={api as never} onSelectElement={onSelectElement} />);
  return { api, onSelectElement };
}

const allComments = () => screen.getByRole('heading', { name: /^All comments/, level: 3 }).parentElement!;

describe('comment threads', () => {
  it('shows replies under their thread and folds resolved threads under Resolved (n)', () => {
    renderPanel();
    const all = allComments();
    const replies = within(all).getByRole('list', { name: 'Replies to Cora Mentor' });
    expect(replies.textContent).toContain('Yes, on purpose');
    const resolved = all.querySelector('details')!;
    expect(resolved.open).toBe(false);
    expect(resolved.querySelector('summary')!.textContent).toBe('Resolved (1)');
    expect(resolved.textContent).toContain('Old question');
    expect(resolved.textContent).toContain('Resolved by Amara Okafor');
  });

  it('offers Resolve only where the server allows it, and moves the thread when resolved', async () => {
    const resolvedComment = { ...COMMENTS[0]!, resolved: { at: '2026-03-03T10:00:00.000Z', by: cora } };
    const api = vi.fn().mockResolvedValue({ comment: resolvedComment });
    renderPanel(api);
    const all = allComments();
    expect(within(all).getAllByRole('button', { name: /^Resolve the thread/ })).toHaveLength(1);
    expect(within(all).queryByRole('button', { name: 'Reopen the thread by Cora Mentor' })).toBeNull();
    await act(async () =>
      fireEvent.click(within(all).getByRole('button', { name: 'Resolve the thread by Cora Mentor' })),
    );
    expect(api).toHaveBeenCalledWith(editorApi.resolveComment, { params: { oid: 'abc123def456', id: 1 } });
    expect(all.querySelector('details summary')!.textContent).toBe('Resolved (2)');
    api.mockResolvedValue({ comment: COMMENTS[0] });
    await act(async () =>
      fireEvent.click(within(all).getByRole('button', { name: 'Reopen the thread by Cora Mentor' })),
    );
    expect(api).toHaveBeenLastCalledWith(editorApi.reopenComment, { params: { oid: 'abc123def456', id: 1 } });
    expect(all.querySelector('details summary')!.textContent).toBe('Resolved (1)');
  });

  it('replies to a thread', async () => {
    const api = vi.fn().mockResolvedValue({ comment: comment({ id: 9, parentId: 1, body: 'Thanks' }) });
    renderPanel(api);
    const all = allComments();
    // Cora started two threads: the open one comes first.
    fireEvent.click(within(all).getAllByRole('button', { name: 'Reply to Cora Mentor' })[0]!);
    fireEvent.change(within(all).getByLabelText('Your reply to Cora Mentor'), {
      target: { value: ' Thanks ' },
    });
    await act(async () => fireEvent.click(within(all).getByRole('button', { name: 'Post comment' })));
    expect(api).toHaveBeenCalledWith(editorApi.addComment, {
      params: { oid: 'abc123def456' },
      body: { parentId: 1, body: 'Thanks' },
    });
    expect(within(all).getByRole('list', { name: 'Replies to Cora Mentor' }).textContent).toContain('Thanks');
  });

  it('names the element a comment is on and shows it when clicked', () => {
    const { onSelectElement } = renderPanel();
    const anchors = screen.getAllByRole('button', { name: 'On “A grey heron”' });
    fireEvent.click(anchors[0]!);
    expect(onSelectElement).toHaveBeenCalledWith(COMMENTS[0]);
  });

  it('comments on the selected element', async () => {
    const api = vi.fn().mockResolvedValue({ comment: comment({ id: 10, element: 'intro', body: 'Title?' }) });
    renderPanel(api);
    fireEvent.click(screen.getByRole('button', { name: 'Comment on selection' }));
    fireEvent.change(screen.getByLabelText('Your comment on “Intro”'), { target: { value: 'Title?' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post comment' })));
    expect(api).toHaveBeenCalledWith(editorApi.addComment, {
      params: { oid: 'abc123def456' },
      body: { element: 'intro', step: 0, body: 'Title?' },
    });
  });

  it('offers the deck’s people after @ and inserts the one picked with the keyboard', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const box = screen.getByLabelText('Your comment on step 1') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Ask @', selectionStart: 5 } });
    const list = screen.getByRole('listbox', { name: 'People to mention' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cora Mentor @cora', 'Amara Okafor @amara']);
    fireEvent.change(box, { target: { value: 'Ask @ok', selectionStart: 7 } });
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('Ask @amara ');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('deletes a thread with its replies, saying so first', async () => {
    const api = vi.fn().mockResolvedValue(undefined);
    renderPanel(api);
    const all = allComments();
    fireEvent.click(within(all).getByRole('button', { name: 'Delete comment by Cora Mentor' }));
    expect(all.textContent).toContain('Delete this thread and its replies (1)?');
    await act(async () => fireEvent.click(within(all).getByRole('button', { name: 'Delete' })));
    expect(screen.queryByText('Is the heron cropped?')).toBeNull();
    expect(screen.queryByText('Yes, on purpose')).toBeNull();
  });
});

// @vitest-environment jsdom

import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentData } from '../../../../../test/helpers/comment-data';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { ApiError } from '../../../../lib/api-client';
import { editorApi } from '../../contracts';
import { CommentPanel } from './CommentPanel';
import { useComments } from './useComments';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const comment = commentData;

const COMMENTS = [
  comment({ id: 1, step: 0, body: 'Great opening' }),
  comment({ id: 2, step: 2, body: 'Cite the source here', canDelete: true }),
  comment({ id: 3, step: 2, body: 'Agreed', author: { username: 'amara', displayName: 'Amara Okafor' } }),
];
const TITLES = ['Overview', 'Ferries', 'Pricing'];

/** The panel wired to useComments, as the pages use it, with the API call injected. */
function Harness({
  api,
  step,
  onSelectStep,
}: {
  api: never;
  step: number;
  onSelectStep(step: number): void;
}) {
  const comments = useComments('abc123def456', COMMENTS, api);
  return (
    <CommentPanel
      comments={comments.comments}
      step={step}
      stepTitles={TITLES}
      lang="en"
      onAdd={comments.add}
      onDelete={comments.remove}
      onSelectStep={onSelectStep}
    />
  );
}

function renderPanel(step = 2, api = vi.fn()) {
  const onSelectStep = vi.fn();
  renderWithI18n(<Harness api={api as never} step={step} onSelectStep={onSelectStep} />);
  return { api, onSelectStep };
}

const region = (name: string) => screen.getByRole('heading', { name, level: 3 }).parentElement!;

describe('CommentPanel', () => {
  it('shows the current step’s comments and all comments by step, with author and time', () => {
    renderPanel(2);
    const here = region('Step 3 · Pricing');
    expect(here.textContent).toContain('Cite the source here');
    expect(here.textContent).toContain('Agreed');
    expect(here.textContent).not.toContain('Great opening');
    const all = region('All comments (3)');
    expect(all.textContent).toContain('Step 1 · Overview');
    expect(all.textContent).toContain('Great opening');
    expect(all.textContent).toContain('Cora Mentor');
    expect(all.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-01T09:30:00.000Z');
  });

  it('says when a step has no comments yet', () => {
    renderPanel(1);
    expect(region('Step 2 · Ferries').textContent).toContain('No comments on this step yet.');
  });

  it('jumps to a comment’s step when it or its step heading is clicked', () => {
    const { onSelectStep } = renderPanel(2);
    const all = region('All comments (3)');
    fireEvent.click(all.querySelector('button.comment__body--jump')!);
    expect(onSelectStep).toHaveBeenLastCalledWith(0);
    fireEvent.click(screen.getByRole('button', { name: 'Step 3 · Pricing' }));
    expect(onSelectStep).toHaveBeenLastCalledWith(2);
  });

  it('adds a comment on the current step with the Comment button', async () => {
    const api = vi
      .fn()
      .mockResolvedValue({ comment: comment({ id: 9, step: 1, body: 'New thought', canDelete: true }) });
    renderPanel(1, api);
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const box = screen.getByLabelText('Your comment on step 2');
    fireEvent.change(box, { target: { value: '  New thought  ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post comment' })));
    expect(api).toHaveBeenCalledWith(editorApi.addComment, {
      params: { oid: 'abc123def456' },
      body: { step: 1, body: 'New thought' },
    });
    expect(region('Step 2 · Ferries').textContent).toContain('New thought');
    expect(screen.getByRole('button', { name: 'Comment' })).toBeTruthy();
  });

  it('refuses an empty comment and shows the server’s message when posting fails', async () => {
    const api = vi
      .fn()
      .mockRejectedValue(new ApiError(403, 'not_collaborator', 'Only collaborators can comment.'));
    renderPanel(0, api);
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post comment' })));
    expect(screen.getByRole('alert').textContent).toBe('Write something before posting.');
    expect(api).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Your comment on step 1'), { target: { value: 'Hi' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post comment' })));
    expect(screen.getByRole('alert').textContent).toBe('Only collaborators can comment.');
  });

  it('keeps an unsent comment through Cancel, without its error, until the form opens again', async () => {
    const api = vi.fn();
    renderPanel(0, api);
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post comment' })));
    fireEvent.change(screen.getByLabelText('Your comment on step 1'), {
      target: { value: 'Half a thought' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Your comment on step 1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect((screen.getByLabelText('Your comment on step 1') as HTMLTextAreaElement).value).toBe(
      'Half a thought',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('deletes only comments the reader may delete, after confirming', async () => {
    const api = vi.fn().mockResolvedValue(undefined);
    renderPanel(2, api);
    // Comment 2 shows twice (this step and all comments); comment 3 is someone else's.
    const deletes = screen.getAllByRole('button', { name: 'Delete comment by Cora Mentor' });
    expect(deletes).toHaveLength(2);
    expect(screen.queryAllByRole('button', { name: 'Delete comment by Amara Okafor' })).toHaveLength(0);
    fireEvent.click(deletes[0]!);
    expect(screen.getByText('Delete this comment?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(api).toHaveBeenCalledWith(editorApi.removeComment, { params: { oid: 'abc123def456', id: 2 } });
    expect(screen.queryByText('Cite the source here')).toBeNull();
    expect(region('All comments (2)')).toBeTruthy();
  });
});

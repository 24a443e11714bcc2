// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import type { CanvasDocument } from '../../../../kernel/document/canvas/model';
import { ApiError } from '../../../../lib/api-client';
import { type EditPageData, editorApi } from '../../contracts';
import { createCommentStore } from '../comments/comment-store';
import { CanvasComments, CanvasHistory, stepTitlesOf } from './CanvasReviewPanels';
import type { CanvasSnapshot } from './canvas-store';

afterEach(cleanup);

const version = (id: number, title: string) => ({
  id,
  title,
  createdAt: '2026-12-06T10:00:00.000Z',
  author: { username: 'amara', displayName: 'Amara' },
});

const data = {
  presentation: { oid: 'abc123def456' },
  versions: [version(1, 'Harbour')],
} as unknown as EditPageData;

describe('stepTitlesOf', () => {
  it('names each step by its own title, else its frame’s, else its number', () => {
    const document = {
      elements: [{ kind: 'frame', id: 'f1', title: 'Piers' }],
      path: [
        { id: 'a', frame: 'f1' },
        { id: 'b', frame: 'f1', title: 'Again' },
        { id: 'c', view: {} },
      ],
    } as unknown as CanvasDocument;
    expect(stepTitlesOf({ document } as CanvasSnapshot)).toEqual(['Piers', 'Again', '3']);
  });
});

describe('CanvasHistory', () => {
  it('reads the versions again when opened and reopens the editor on a restored version', async () => {
    const api = vi.fn(async (endpoint: unknown) => {
      if (endpoint === editorApi.versions)
        return { versions: [version(2, 'Harbour, later'), version(1, 'Harbour')] };
      return { schemaVersion: '2' };
    }) as never;
    const go = vi.fn();
    renderWithI18n(<CanvasHistory data={data} lang="en" dirty={false} api={api} go={go} />);
    expect(await screen.findByText('Harbour, later')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /Restore/ })[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/p/edit/abc123def456/'));
  });

  it('stays open on a restored canvas version, which arrives as an edit, and lists the history again', async () => {
    const api = vi.fn(async (endpoint: unknown) => {
      if (endpoint === editorApi.versions) return { versions: [version(1, 'Harbour')] };
      return {
        schemaVersion: '3',
        versions: [version(3, 'Harbour, before the restore'), version(1, 'Harbour')],
      };
    }) as never;
    const go = vi.fn();
    renderWithI18n(<CanvasHistory data={data} lang="en" dirty={false} api={api} go={go} />);
    fireEvent.click(await screen.findByRole('button', { name: /Restore the version/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    expect((await screen.findByRole('status')).textContent).toContain('Everyone editing this deck');
    expect(await screen.findByText('Harbour, before the restore')).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });

  it('shows why a restore failed and stays', async () => {
    const api = vi.fn(async (endpoint: unknown) => {
      if (endpoint === editorApi.versions) return { versions: [version(1, 'Harbour')] };
      throw new ApiError(404, 'not_found', 'This version does not exist (it may have been pruned).');
    }) as never;
    const go = vi.fn();
    renderWithI18n(<CanvasHistory data={data} lang="en" dirty={false} api={api} go={go} />);
    fireEvent.click(await screen.findByRole('button', { name: /Restore the version/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    expect((await screen.findByRole('alert')).textContent).toContain('pruned');
    expect(go).not.toHaveBeenCalled();
  });
});

describe('CanvasComments', () => {
  const picture = {
    kind: 'image',
    id: 'i1',
    parent: 'f1',
    alt: 'A heron',
    x: 10,
    y: 20,
    width: 300,
    height: 200,
  };
  const snapshot = (selection: string[]) =>
    ({
      document: {
        elements: [
          { kind: 'frame', id: 'f1', title: 'Piers', x: 0, y: 0, width: 1600, height: 900 },
          picture,
        ],
        path: [
          { id: 'a', frame: 'f1' },
          { id: 'b', view: { x: 5000, y: 0, width: 100, height: 100, rotation: 0 } },
        ],
      },
      selection,
    }) as unknown as CanvasSnapshot;
  const onPicture = {
    id: 5,
    step: 0,
    element: 'i1',
    parentId: null,
    body: 'Brighter?',
    author: { username: 'amara', displayName: 'Amara' },
    createdAt: '2026-12-06T10:00:00.000Z',
    resolved: null,
    canDelete: true,
    canResolve: true,
  };
  const commentsData = { ...data, comments: [onPicture], people: [] } as unknown as EditPageData;

  it('names the element a comment is on, and selects and shows it when clicked', () => {
    const store = { select: vi.fn() };
    const camera = { show: vi.fn() };
    renderWithI18n(
      <CanvasComments
        data={commentsData}
        lang="en"
        step={0}
        onJump={() => {}}
        snapshot={snapshot([])}
        store={store as never}
        camera={camera as never}
        theme={{} as never}
        commentStore={createCommentStore('oid', commentsData.comments)}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Comment on selection' })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'On “A heron”' })[0]!);
    expect(store.select).toHaveBeenCalledWith(['i1']);
    expect(camera.show).toHaveBeenCalledWith(picture);
  });

  it('offers Comment on selection when exactly one element is selected', () => {
    renderWithI18n(
      <CanvasComments
        data={commentsData}
        lang="en"
        step={0}
        onJump={() => {}}
        snapshot={snapshot(['f1'])}
        store={{ select: vi.fn() } as never}
        camera={{ show: vi.fn() } as never}
        theme={{} as never}
        commentStore={createCommentStore('oid', commentsData.comments)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Comment on selection' }));
    expect(screen.getByLabelText('Your comment on “Piers”')).toBeTruthy();
  });

  const panel = (linked: number | null, selection: string[] = [], step = 0) => {
    const store = { select: vi.fn() };
    const camera = { show: vi.fn() };
    const onJump = vi.fn();
    const onLinked = vi.fn();
    renderWithI18n(
      <CanvasComments
        data={commentsData}
        lang="en"
        step={step}
        onJump={onJump}
        snapshot={snapshot(selection)}
        store={store as never}
        camera={camera as never}
        theme={{} as never}
        commentStore={createCommentStore('oid', commentsData.comments)}
        linked={linked}
        onLinked={onLinked}
      />,
    );
    return { store, camera, onJump, onLinked };
  };

  it('opens on a linked comment: selects and shows its element and focuses the comment, once', () => {
    const { store, camera, onJump, onLinked } = panel(5);
    expect(store.select).toHaveBeenCalledExactlyOnceWith(['i1']);
    expect(camera.show).toHaveBeenCalledExactlyOnceWith(picture);
    expect(onJump).not.toHaveBeenCalled();
    expect(document.activeElement!.textContent).toContain('Brighter?');
    expect(onLinked).toHaveBeenCalledOnce();
  });

  it('shows the step of a linked comment whose element is gone', () => {
    cleanup();
    const gone = { ...commentsData, comments: [{ ...onPicture, element: 'deleted' }] } as EditPageData;
    const store = { select: vi.fn() };
    const onJump = vi.fn();
    renderWithI18n(
      <CanvasComments
        data={gone}
        lang="en"
        step={1}
        onJump={onJump}
        snapshot={snapshot([])}
        store={store as never}
        camera={{ show: vi.fn() } as never}
        theme={{} as never}
        commentStore={createCommentStore('oid', gone.comments)}
        linked={5}
      />,
    );
    expect(store.select).not.toHaveBeenCalled();
    expect(onJump).toHaveBeenCalledWith(0);
  });

  it('puts a comment on the selection on the step of the frame that holds it, not the step shown', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ comment: { ...onPicture, id: 6, body: 'Crop it' } }, { status: 201 }),
    );
    vi.stubGlobal('fetch', fetch);
    // biome-ignore lint/suspicious/noDocumentCookie: the call reads the CSRF token from this cookie
    document.cookie = 'csrftoken=token123';
    try {
      panel(null, ['i1'], 1);
      fireEvent.click(screen.getByRole('button', { name: 'Comment on selection' }));
      fireEvent.change(screen.getByLabelText('Your comment on “A heron”'), { target: { value: 'Crop it' } });
      fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
      await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
      const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(JSON.parse(String(init.body))).toEqual({ element: 'i1', step: 0, body: 'Crop it' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

// The comments of one presentation in the browser: the list the server rendered, then adding (on a
// step, on an element, or a reply), deleting and resolving through the declared calls (decision
// 084), and fetching the list again when someone else changed it (the canvas editor's live channel
// says so). Held outside React, so a panel mounted again (the canvas editor's Comments tab) shows
// the list as it is now rather than as the page was loaded. Failures of this person's calls reject
// with the server's message for the form to show.
import { callApi } from '../../../../lib/api-client';
import type { CommentData } from '../../comments.contracts';
import { editorApi } from '../../contracts';

/** Makes a declared call: callApi in the browser, a stub in tests. */
export type CommentsApi = typeof callApi;

export interface CommentStore {
  get(): CommentData[];
  subscribe(listener: () => void): () => void;
  add(step: number, body: string): Promise<void>;
  addOn(element: string, step: number, body: string): Promise<void>;
  reply(parentId: number, body: string): Promise<void>;
  remove(id: number): Promise<void>;
  resolve(id: number, resolved: boolean): Promise<void>;
  /**
   * Fetches the list again. Asked again while a fetch is out, it fetches once more after it; a
   * list that left the server before one of this person's own changes came back is not shown.
   */
  refresh(): Promise<void>;
}

/** Path order, and within a step the order they were written (a reply after its thread). */
const inOrder = (list: CommentData[]) => [...list].sort((a, b) => a.step - b.step || a.id - b.id);

export function createCommentStore(
  oid: string,
  initial: CommentData[],
  api: CommentsApi = callApi,
): CommentStore {
  let comments = initial;
  /** Counts this person's own changes, so a fetch that crossed one is not taken. */
  let ownChanges = 0;
  let fetching: Promise<void> | null = null;
  let again = false;
  const listeners = new Set<() => void>();
  const set = (next: CommentData[]) => {
    comments = next;
    for (const listener of listeners) listener();
  };
  const change = (next: (list: CommentData[]) => CommentData[]) => {
    ownChanges++;
    set(next(comments));
  };
  const post = async (body: { step?: number; element?: string; parentId?: number; body: string }) => {
    const { comment } = await api(editorApi.addComment, { params: { oid }, body });
    change((list) => inOrder([...list.filter((c) => c.id !== comment.id), comment]));
  };
  const fetchUntilCurrent = async () => {
    do {
      again = false;
      const before = ownChanges;
      try {
        const { comments: fetched } = await api(editorApi.comments, { params: { oid } });
        if (ownChanges === before) set(inOrder(fetched));
        else again = true;
      } catch {
        // The list stays as it is; the next change, or a reload, brings it up to date.
      }
    } while (again);
  };
  return {
    get: () => comments,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (step, body) => post({ step, body }),
    addOn: (element, step, body) => post({ element, step, body }),
    reply: (parentId, body) => post({ parentId, body }),
    async remove(id) {
      await api(editorApi.removeComment, { params: { oid, id } });
      change((list) => list.filter((c) => c.id !== id && c.parentId !== id));
    },
    async resolve(id, resolved) {
      const call = resolved ? editorApi.resolveComment : editorApi.reopenComment;
      const { comment } = await api(call, { params: { oid, id } });
      change((list) => list.map((c) => (c.id === id ? comment : c)));
    },
    refresh() {
      if (fetching) {
        again = true;
        return fetching;
      }
      fetching = fetchUntilCurrent().finally(() => {
        fetching = null;
      });
      return fetching;
    },
  };
}

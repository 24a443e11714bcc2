// The comments of one presentation in the browser: the list the server rendered, then adding (on a
// step, on an element, or a reply), deleting and resolving through the declared calls (decision
// 084). Failures reject with the server's message for the form to show.

import { useCallback, useState } from 'react';
import { callApi } from '../../../../lib/api-client';
import type { CommentData } from '../../comments.contracts';
import { editorApi } from '../../contracts';

/** Makes a declared call: callApi in the browser, a stub in tests. */
export type CommentsApi = typeof callApi;

/** Path order, and within a step the order they were written (a reply after its thread). */
const inOrder = (list: CommentData[]) => [...list].sort((a, b) => a.step - b.step || a.id - b.id);

export function useComments(oid: string, initial: CommentData[], api: CommentsApi = callApi) {
  const [comments, setComments] = useState(initial);

  const post = useCallback(
    async (body: { step?: number; element?: string; parentId?: number; body: string }) => {
      const { comment } = await api(editorApi.addComment, { params: { oid }, body });
      setComments((list) => inOrder([...list, comment]));
    },
    [api, oid],
  );
  const add = useCallback((step: number, body: string) => post({ step, body }), [post]);
  const addOn = useCallback(
    (element: string, step: number, body: string) => post({ element, step, body }),
    [post],
  );
  const reply = useCallback((parentId: number, body: string) => post({ parentId, body }), [post]);

  const remove = useCallback(
    async (id: number) => {
      await api(editorApi.removeComment, { params: { oid, id } });
      setComments((list) => list.filter((c) => c.id !== id && c.parentId !== id));
    },
    [api, oid],
  );

  const resolve = useCallback(
    async (id: number, resolved: boolean) => {
      const call = resolved ? editorApi.resolveComment : editorApi.reopenComment;
      const { comment } = await api(call, { params: { oid, id } });
      setComments((list) => list.map((c) => (c.id === id ? comment : c)));
    },
    [api, oid],
  );

  return { comments, add, addOn, reply, remove, resolve };
}

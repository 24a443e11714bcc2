// The comments of one presentation in the browser: the list the server rendered, then adding and
// deleting through the declared calls (decision 084). Failures reject with the server's message for the form to show.

import { useCallback, useState } from 'react';
import { callApi } from '../../../../lib/api-client';
import type { CommentData } from '../../comments.contracts';
import { editorApi } from '../../contracts';

/** Makes a declared call: callApi in the browser, a stub in tests. */
export type CommentsApi = typeof callApi;

export function useComments(oid: string, initial: CommentData[], api: CommentsApi = callApi) {
  const [comments, setComments] = useState(initial);

  const add = useCallback(
    async (step: number, body: string) => {
      const { comment } = await api(editorApi.addComment, { params: { oid }, body: { step, body } });
      setComments((list) => [...list, comment].sort((a, b) => a.step - b.step || a.id - b.id));
    },
    [api, oid],
  );

  const remove = useCallback(
    async (id: number) => {
      await api(editorApi.removeComment, { params: { oid, id } });
      setComments((list) => list.filter((c) => c.id !== id));
    },
    [api, oid],
  );

  return { comments, add, remove };
}

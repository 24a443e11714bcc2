// The comments of one presentation in the browser: the list the server rendered, then adding and
// deleting through the JSON calls. Failures reject with the server's message for the form to show.

import { useCallback, useState } from 'react';
import { apiCall } from '../../../../lib/api-client';
import type { CommentData } from '../../comments.contracts';

export type CommentsApi = typeof apiCall;

export function useComments(oid: string, initial: CommentData[], api: CommentsApi = apiCall) {
  const [comments, setComments] = useState(initial);

  const add = useCallback(
    async (step: number, body: string) => {
      const { comment } = await api<{ comment: CommentData }>(
        'POST',
        `/api/v4/presentation/${oid}/comments/`,
        {
          step,
          body,
        },
      );
      setComments((list) => [...list, comment].sort((a, b) => a.step - b.step || a.id - b.id));
    },
    [api, oid],
  );

  const remove = useCallback(
    async (id: number) => {
      await api<void>('DELETE', `/api/v4/presentation/${oid}/comments/${id}/`);
      setComments((list) => list.filter((c) => c.id !== id));
    },
    [api, oid],
  );

  return { comments, add, remove };
}

// The comments of one presentation on a page (comment-store.ts holds them): the list as it is now,
// redrawn when it changes, and the calls that change it.
import { useState, useSyncExternalStore } from 'react';
import type { CommentData } from '../../comments.contracts';
import { type CommentStore, type CommentsApi, createCommentStore } from './comment-store';

export type { CommentsApi } from './comment-store';

/** The list of a store the page holds (the canvas editor's, which outlives its Comments tab). */
export function useCommentList(store: CommentStore) {
  const comments = useSyncExternalStore(store.subscribe, store.get, store.get);
  const { add, addOn, reply, remove, resolve } = store;
  return { comments, add, addOn, reply, remove, resolve };
}

/** A store of this component's own, started from the list the server rendered. */
export function useComments(oid: string, initial: CommentData[], api?: CommentsApi) {
  const [store] = useState(() => createCommentStore(oid, initial, api));
  return useCommentList(store);
}

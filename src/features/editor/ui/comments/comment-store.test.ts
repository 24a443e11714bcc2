// The comments a page holds: its own changes show at once; a refresh takes the server's list, asked
// twice while one is out it fetches once more, and a list that crossed one of this person's own
// changes is fetched again rather than shown; a failed refresh keeps the list.
import { describe, expect, it } from 'vitest';
import type { CommentData } from '../../comments.contracts';
import { type CommentsApi, createCommentStore } from './comment-store';

const comment = (id: number, body: string, step = 0): CommentData => ({
  id,
  step,
  element: null,
  parentId: null,
  body,
  author: { username: 'amara', displayName: 'Amara' },
  createdAt: '2026-12-07T10:00:00.000Z',
  resolved: null,
  canDelete: true,
  canResolve: true,
});

/** A server whose answers the test hands out one by one, in the order the calls came. */
function server() {
  const calls: { name: string; answer(value: unknown): void; fail(): void }[] = [];
  const api = ((call: { name?: string; path: string; method: string }) =>
    new Promise((resolve, reject) => {
      const name = `${call.method} ${call.path}`;
      calls.push({ name, answer: resolve, fail: () => reject(new Error('offline')) });
    })) as unknown as CommentsApi;
  const next = () => {
    const call = calls.shift();
    if (!call) throw new Error('no call is waiting');
    return call;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { api, calls, next, settle };
}

const bodies = (list: CommentData[]) => list.map((each) => each.body);

describe('the comment store', () => {
  it("takes the server's list on a refresh, in path order, and tells its listeners", async () => {
    const { api, next, settle } = server();
    const store = createCommentStore('abc', [comment(1, 'First')], api);
    let told = 0;
    store.subscribe(() => told++);
    const done = store.refresh();
    next().answer({ comments: [comment(3, 'Later step', 2), comment(1, 'First'), comment(2, 'Second')] });
    await done;
    await settle();
    expect(bodies(store.get())).toEqual(['First', 'Second', 'Later step']);
    expect(told).toBe(1);
  });

  it('fetches once more when asked again while a fetch is out', async () => {
    const { api, calls, next, settle } = server();
    const store = createCommentStore('abc', [], api);
    const first = store.refresh();
    const second = store.refresh();
    const third = store.refresh();
    expect(calls).toHaveLength(1);
    next().answer({ comments: [comment(1, 'Old')] });
    await settle();
    expect(calls).toHaveLength(1);
    next().answer({ comments: [comment(1, 'Old'), comment(2, 'New')] });
    await Promise.all([first, second, third]);
    expect(bodies(store.get())).toEqual(['Old', 'New']);
  });

  it("does not show a list that left the server before this person's own comment came back", async () => {
    const { api, next, settle } = server();
    const store = createCommentStore('abc', [], api);
    const refreshed = store.refresh();
    const fetch = next();
    const posted = store.add(0, 'Mine');
    next().answer({ comment: comment(7, 'Mine') });
    await posted;
    expect(bodies(store.get())).toEqual(['Mine']);
    fetch.answer({ comments: [] });
    await settle();
    // Fetched again, and that list has it.
    next().answer({ comments: [comment(6, 'Theirs'), comment(7, 'Mine')] });
    await refreshed;
    expect(bodies(store.get())).toEqual(['Theirs', 'Mine']);
  });

  it('keeps the list when a refresh fails', async () => {
    const { api, next } = server();
    const store = createCommentStore('abc', [comment(1, 'Kept')], api);
    const done = store.refresh();
    next().fail();
    await done;
    expect(bodies(store.get())).toEqual(['Kept']);
  });
});

// A comment as the edit page hands it to the comment panel, for component tests: Cora's comment on
// step 0, unless the test says otherwise.
import type { CommentData } from '../../src/features/editor/comments.contracts';

export const cora = { username: 'cora', displayName: 'Cora Mentor' };

export const commentData = (overrides: Partial<CommentData>): CommentData => ({
  id: 1,
  step: 0,
  element: null,
  parentId: null,
  body: 'A comment',
  author: cora,
  createdAt: '2026-03-01T09:30:00.000Z',
  resolved: null,
  canDelete: false,
  canResolve: false,
  ...overrides,
});

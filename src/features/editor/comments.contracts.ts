// A comment on one step, as the comment panel shows it (GET/POST /api/v4/presentation/{oid}/comments/).

export interface CommentAuthor {
  username: string;
  displayName: string;
}

export interface CommentData {
  id: number;
  /** 0-based step of the presentation's path. */
  step: number;
  body: string;
  author: CommentAuthor;
  createdAt: string;
  canDelete: boolean;
}

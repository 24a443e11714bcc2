// What a comment list may let its reader do, each absent when the host does not offer it: the
// list, its threads and their comments share this one description instead of a prop apiece.
import type { CommentAuthor, CommentData } from '../../comments.contracts';

export interface CommentActions {
  /** Deletes a comment (a thread with its replies); rejects with a message to show. */
  onDelete?(id: number): Promise<void>;
  /** Replies to a thread. */
  onReply?(parentId: number, body: string): Promise<void>;
  /** Resolves (`true`) or reopens a thread. */
  onResolve?(id: number, resolved: boolean): Promise<void>;
  /** Jumps to a step; without it, step headings are plain text. */
  onSelectStep?(step: number): void;
  /** Shows the element a comment is on; without it, its anchor is plain text. */
  onSelectElement?(comment: CommentData): void;
  /** An element's name ("Harbour" for a frame, else its kind), when the host knows the deck. */
  elementLabel?(id: string): string | undefined;
  /** Whom `@` offers in the reply box. */
  people?: CommentAuthor[];
}

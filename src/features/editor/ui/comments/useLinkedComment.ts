// The comment a link opened the page on (`?comment=12`, as a mention's e-mail sends): once, as the
// panel first shows it, its thread's anchor is shown (the element selected, else the step), and the
// comment is scrolled to and focused. A link to a comment that is not there opens nothing. The
// panel keeps its target while mounted; onOpened lets a host that remounts the panel (a tab) forget
// the link, so coming back to the tab does not jump there again.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { linkedComment } from '../../comment-anchor-rules';
import type { CommentData } from '../../comments.contracts';

/** Which comment the list marks and lends the ref to, and the thread it is in (opened if resolved). */
export interface LinkedTarget {
  comment: number;
  thread: number;
  ref: RefObject<HTMLDivElement | null>;
}

export function useLinkedComment(
  comments: CommentData[],
  requested: number | null | undefined,
  show: (thread: CommentData) => void,
  onOpened?: () => void,
): LinkedTarget | null {
  const ref = useRef<HTMLDivElement | null>(null);
  const [kept] = useState(requested);
  const found = linkedComment(comments, kept);
  const done = useRef(false);
  const thread = found?.thread ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is followed once, as the panel opens
  useEffect(() => {
    if (done.current || kept === null || kept === undefined) return;
    done.current = true;
    if (thread) {
      show(thread);
      ref.current?.scrollIntoView?.({ block: 'center' });
      ref.current?.focus({ preventScroll: true });
    }
    onOpened?.();
  }, []);
  return found ? { comment: found.comment.id, thread: found.thread.id, ref } : null;
}

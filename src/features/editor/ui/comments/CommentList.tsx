// Comment threads grouped by the step they are on, each with its replies; resolved threads fold
// away under "Resolved (n)". Reusable: the editor, the commenters' view and the owner's settings
// page show the same list, each offering the actions it has (comment-actions.ts).
import { useT } from '../../../../i18n/react';
import type { CommentData } from '../../comments.contracts';
import { CommentThread } from './CommentThread';
import type { CommentActions } from './comment-actions';
import type { LinkedTarget } from './useLinkedComment';
import './CommentList.css';

export interface CommentListProps {
  comments: CommentData[];
  lang: string;
  actions?: CommentActions;
  /** The step's title, for headings ("Step 3 · Pricing"). */
  stepTitle?(step: number): string | undefined;
  /** Leave out the step headings (a list of one step's threads). */
  flat?: boolean;
  /** The comment a link opened the page on: marked, lent the ref to focus, its thread unfolded. */
  linked?: LinkedTarget | null;
  emptyText: string;
}

function groupByStep(threads: CommentData[]): [number, CommentData[]][] {
  const groups = new Map<number, CommentData[]>();
  for (const thread of threads) groups.set(thread.step, [...(groups.get(thread.step) ?? []), thread]);
  return [...groups].sort(([a], [b]) => a - b);
}

export function CommentList({
  comments,
  lang,
  actions = {},
  stepTitle,
  flat,
  linked = null,
  emptyText,
}: CommentListProps) {
  const t = useT();
  const threads = comments.filter((comment) => comment.parentId === null);
  if (threads.length === 0) return <p className="comment-list__empty">{emptyText}</p>;
  const repliesTo = (id: number) => comments.filter((comment) => comment.parentId === id);
  const items = (list: CommentData[]) => (
    <ul className="comment-list__items">
      {list.map((thread) => (
        <CommentThread
          key={thread.id}
          thread={thread}
          replies={repliesTo(thread.id)}
          lang={lang}
          actions={actions}
          linked={linked?.thread === thread.id ? linked : null}
        />
      ))}
    </ul>
  );
  const open = threads.filter((thread) => thread.resolved === null);
  const resolved = threads.filter((thread) => thread.resolved !== null);
  const { onSelectStep } = actions;
  return (
    <div className="comment-list">
      {flat
        ? open.length > 0
          ? items(open)
          : null
        : groupByStep(open).map(([step, list]) => {
            const title = stepTitle?.(step);
            const label = title
              ? t('comments.stepTitled', { step: step + 1, title })
              : t('comments.step', { step: step + 1 });
            return (
              <section key={step} className="comment-list__group" aria-label={label}>
                <h4 className="comment-list__step">
                  {onSelectStep ? (
                    <button type="button" className="comment-action" onClick={() => onSelectStep(step)}>
                      {label}
                    </button>
                  ) : (
                    label
                  )}
                </h4>
                {items(list)}
              </section>
            );
          })}
      {resolved.length > 0 ? (
        <details
          className="comment-list__resolved"
          open={resolved.some((thread) => thread.id === linked?.thread) || undefined}
        >
          <summary>{t('comments.resolvedCount', { n: resolved.length })}</summary>
          {items(resolved)}
        </details>
      ) : null}
    </div>
  );
}

// The comment panel beside the player: the current step's threads, "Comment" on that step (and, in
// the canvas editor, on the selected element), and every thread by step (a click jumps the player
// there; a comment on an element shows that element), resolved ones folded away. A link to one
// comment (useLinkedComment) opens the panel on its thread.

import { useT } from '../../../../i18n/react';
import type { CommentData } from '../../comments.contracts';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import type { CommentActions } from './comment-actions';
import { useLinkedComment } from './useLinkedComment';
import './CommentPanel.css';

export interface CommentPanelProps extends Omit<CommentActions, 'onSelectStep' | 'onDelete'> {
  comments: CommentData[];
  /** 0-based step the player shows. */
  step: number;
  stepTitles: string[];
  lang: string;
  onAdd(step: number, body: string): Promise<void>;
  onDelete(id: number): Promise<void>;
  onSelectStep(step: number): void;
  /** The one selected element, which "Comment on selection" comments on; null when none is. */
  selection?: { id: string; name: string } | null;
  onAddOnElement?(element: string, step: number, body: string): Promise<void>;
  /** Whether the panel has its own heading (the editor's tab already names it). */
  headed?: boolean;
  /** The comment a link opened the page on: its thread is shown, and the comment focused. */
  linked?: number | null;
  /** Called once the link has been followed (or found to point nowhere). */
  onLinked?(): void;
}

export function CommentPanel({
  comments,
  step,
  stepTitles,
  lang,
  onAdd,
  onSelectStep,
  selection = null,
  onAddOnElement,
  headed = true,
  linked = null,
  onLinked,
  ...actions
}: CommentPanelProps) {
  const t = useT();
  // A thread on an element shows that element where the host can; any other shows its step.
  const target = useLinkedComment(
    comments,
    linked,
    (thread) =>
      thread.element !== null && actions.onSelectElement
        ? actions.onSelectElement(thread)
        : onSelectStep(thread.step),
    onLinked,
  );
  const here = comments.filter((c) => c.step === step);
  const title = stepTitles[step];
  const listActions: CommentActions = { ...actions, onSelectStep };
  return (
    <section className="comment-panel" aria-labelledby={headed ? 'comment-panel-title' : undefined}>
      {headed ? (
        <h2 id="comment-panel-title" className="comment-panel__title">
          {t('comments.title')}
        </h2>
      ) : null}
      <section className="comment-panel__here">
        <h3 className="comment-panel__subtitle">
          {title
            ? t('comments.stepTitled', { step: step + 1, title })
            : t('comments.step', { step: step + 1 })}
        </h3>
        <CommentList
          comments={here}
          lang={lang}
          actions={{ ...listActions, onSelectStep: undefined }}
          flat
          emptyText={t('comments.noneHere')}
        />
      </section>
      <div className="comment-panel__new">
        <CommentForm
          openLabel={t('comments.comment')}
          label={t('comments.onStep', { step: step + 1 })}
          people={actions.people}
          onSubmit={(body) => onAdd(step, body)}
        />
        {selection && onAddOnElement ? (
          // The key opens a fresh form when the selection changes, so a draft never moves elements.
          <CommentForm
            key={selection.id}
            openLabel={t('comments.onSelection')}
            label={t('comments.onElementLabel', { name: selection.name })}
            people={actions.people}
            onSubmit={(body) => onAddOnElement(selection.id, step, body)}
          />
        ) : null}
      </div>
      <section className="comment-panel__all">
        <h3 className="comment-panel__subtitle">{t('comments.all', { n: comments.length })}</h3>
        <CommentList
          comments={comments}
          lang={lang}
          actions={listActions}
          linked={target}
          stepTitle={(s) => stepTitles[s]}
          emptyText={t('comments.none')}
        />
      </section>
    </section>
  );
}

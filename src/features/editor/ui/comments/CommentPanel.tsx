// The comment panel beside the player: the current step's comments, "Comment" on that step, and
// every comment by step (a click jumps the player there).

import { useT } from '../../../../i18n/react';
import type { CommentData } from '../../comments.contracts';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import './CommentPanel.css';

export interface CommentPanelProps {
  comments: CommentData[];
  /** 0-based step the player shows. */
  step: number;
  stepTitles: string[];
  lang: string;
  onAdd(step: number, body: string): Promise<void>;
  onDelete(id: number): Promise<void>;
  onSelectStep(step: number): void;
  /** Whether the panel has its own heading (the editor's tab already names it). */
  headed?: boolean;
}

export function CommentPanel({
  comments,
  step,
  stepTitles,
  lang,
  onAdd,
  onDelete,
  onSelectStep,
  headed = true,
}: CommentPanelProps) {
  const t = useT();
  const here = comments.filter((c) => c.step === step);
  const title = stepTitles[step];
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
          onDelete={onDelete}
          flat
          emptyText={t('comments.noneHere')}
        />
      </section>
      <CommentForm step={step} onSubmit={(body) => onAdd(step, body)} />
      <section className="comment-panel__all">
        <h3 className="comment-panel__subtitle">{t('comments.all', { n: comments.length })}</h3>
        <CommentList
          comments={comments}
          lang={lang}
          stepTitle={(s) => stepTitles[s]}
          onSelectStep={onSelectStep}
          onDelete={onDelete}
          emptyText={t('comments.none')}
        />
      </section>
    </section>
  );
}

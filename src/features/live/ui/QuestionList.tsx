// A live session's questions, most votes first. The audience upvotes once and
// sees its own marked; the presenter answers, hides or shows them again. Text is people's text:
// React escapes it, like every user text.

import { useT } from '../../../i18n/react';
import type { LiveQuestion } from '../contracts';

export interface QuestionListProps {
  questions: LiveQuestion[];
  /** The audience's upvote; absent for the presenter. */
  onVote?(question: LiveQuestion): void;
  /** The presenter's moderation; absent for the audience. */
  onModerate?(question: LiveQuestion, action: 'answer' | 'hide' | 'reopen'): void;
  disabled?: boolean;
}

export function QuestionList({ questions, onVote, onModerate, disabled }: QuestionListProps) {
  const t = useT();
  if (questions.length === 0) return <p className="live-questions__empty">{t('live.noQuestions')}</p>;
  return (
    <ol className="live-questions__list">
      {questions.map((q) => (
        <li
          key={q.id}
          className={`live-question live-question--${q.state}${q.mine ? ' live-question--mine' : ''}`}
        >
          <div className="live-question__votes">
            {onVote ? (
              <button
                type="button"
                className="live-question__vote"
                aria-pressed={q.voted}
                // One's own question takes no vote from its asker (the server refuses it too).
                disabled={disabled || q.voted || q.mine}
                onClick={() => onVote(q)}
                aria-label={`${t('live.upvote')}: ${t('live.votes', { count: q.votes })}`}
              >
                <span aria-hidden="true">▲</span>
                <span>{q.votes}</span>
              </button>
            ) : (
              <span className="live-question__count">{t('live.votes', { count: q.votes })}</span>
            )}
          </div>
          <div className="live-question__body">
            <p className="live-question__text">{q.text}</p>
            <p className="live-question__marks">
              {q.mine ? <span className="live-badge live-badge--mine">{t('live.yours')}</span> : null}
              {q.state === 'answered' ? (
                <span className="live-badge live-badge--answered">{t('live.answered')}</span>
              ) : null}
              {q.state === 'hidden' ? (
                <span className="live-badge live-badge--hidden">{t('live.hiddenBadge')}</span>
              ) : null}
            </p>
          </div>
          {onModerate ? (
            <div className="live-question__actions">
              {q.state === 'open' ? (
                <button
                  type="button"
                  className="button"
                  disabled={disabled}
                  onClick={() => onModerate(q, 'answer')}
                >
                  {t('live.panel.answer')}
                </button>
              ) : null}
              {q.state === 'hidden' ? (
                <button
                  type="button"
                  className="button"
                  disabled={disabled}
                  onClick={() => onModerate(q, 'reopen')}
                >
                  {t('live.panel.reopen')}
                </button>
              ) : (
                <button
                  type="button"
                  className="button"
                  disabled={disabled}
                  onClick={() => onModerate(q, 'hide')}
                >
                  {t('live.panel.hide')}
                </button>
              )}
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

// The audience's questions on a live session's page: the form to ask one and the list to vote
// on, while the session is live; once it has ended, the questions as they were, without either.
import { useT } from '../../../i18n/react';
import type { LiveQuestion } from '../contracts';
import { AskForm } from './AskForm';
import { QuestionList } from './QuestionList';

export interface LiveQuestionsProps {
  questions: LiveQuestion[];
  ended: boolean;
  connected: boolean;
  /** Asks; answers the problem to show under the form, or null. */
  onAsk: (text: string) => Promise<string | null>;
  onVote: (question: LiveQuestion) => void;
}

export function LiveQuestions({ questions, ended, connected, onAsk, onVote }: LiveQuestionsProps) {
  const t = useT();
  return (
    <section className="live-questions" aria-labelledby="live-questions-title">
      <h2 id="live-questions-title" className="live-questions__title">
        {t('live.questions')}
      </h2>
      {!ended ? <AskForm onAsk={onAsk} /> : null}
      <QuestionList questions={questions} onVote={ended ? undefined : onVote} disabled={!connected} />
    </section>
  );
}

// What a viewer of a live session sends: reactions, questions and votes. A question or vote the
// server took is shown at once as the viewer's own; a refusal is said in words (too many at once,
// or it failed), beside the reactions for a reaction or a vote and under the form for a question.
import type { Dispatch } from 'react';
import { useState } from 'react';
import { useT } from '../../../i18n/react';
import { ApiError } from '../../../lib/api-client';
import type { LiveQuestion, LiveReaction } from '../contracts';
import type { LiveClient } from './live-client';
import type { LiveAction } from './live-state';

export function useAudienceCalls(client: LiveClient, code: string, dispatch: Dispatch<LiveAction>) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);

  const explain = (error: unknown) =>
    error instanceof ApiError && error.status === 429 ? t('live.rateLimited') : t('live.failed');
  const react = (emoji: LiveReaction) => {
    client.react(code, emoji).then(
      () => setProblem(null),
      (error) => setProblem(explain(error)),
    );
  };
  /** The problem to show under the form, or null once the question is asked. */
  const ask = async (text: string) => {
    try {
      dispatch({ type: 'own-question', question: await client.ask(code, text) });
      return null;
    } catch (error) {
      return explain(error);
    }
  };
  const vote = (question: LiveQuestion) => {
    client.vote(code, question.id).then(
      (answer) => dispatch({ type: 'own-question', question: answer }),
      (error) => setProblem(explain(error)),
    );
  };

  return { problem, react, ask, vote };
}

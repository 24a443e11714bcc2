// The presentation with its comments: the real player full-width and the comment panel beside it
// (below it on phones). Commenters get this at /p/edit/{oid}/#present; video presentations too.

import { useRef, useState } from 'react';
import { PlayerStage } from '../../../ui-kit/player-host/PlayerStage';
import type { PlayerHandle, PlayerImporter } from '../../../ui-kit/player-host/player-types';
import { usePlayerModule } from '../../../ui-kit/player-host/usePlayerModule';
import type { PlayerData } from '../../decks/contracts';
import type { CommentAuthor, CommentData } from '../comments.contracts';
import { CommentPanel } from './comments/CommentPanel';
import { type CommentsApi, useComments } from './comments/useComments';
import { useStepTitles } from './useStepTitles';

export interface PresentViewProps {
  player: PlayerData;
  comments: CommentData[];
  /** Whom `@` offers in the comment box. */
  people: CommentAuthor[];
  lang: string;
  loadPlayer?: PlayerImporter;
  api?: CommentsApi;
}

export function PresentView({ player, comments: initial, people, lang, loadPlayer, api }: PresentViewProps) {
  const module = usePlayerModule(loadPlayer);
  const playerRef = useRef<PlayerHandle | null>(null);
  const [step, setStep] = useState(0);
  const comments = useComments(player.oid, initial, api);
  const stepTitles = useStepTitles(player.kind, player.document, player.title);
  return (
    <div className="present-view">
      <div className="present-view__player">
        <PlayerStage
          module={module}
          data={player}
          playerRef={playerRef}
          onStep={(event) => setStep(event.index)}
        />
      </div>
      <aside className="present-view__panel">
        <CommentPanel
          comments={comments.comments}
          step={step}
          stepTitles={stepTitles}
          lang={lang}
          onAdd={comments.add}
          onDelete={comments.remove}
          onReply={comments.reply}
          onResolve={comments.resolve}
          people={people}
          onSelectStep={(target) => {
            playerRef.current?.goTo(target);
            playerRef.current?.focus();
          }}
        />
      </aside>
    </div>
  );
}

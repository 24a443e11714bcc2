// The presentation with its comments: the real player full-width and the comment panel beside it
// (below it on phones). Commenters get this at /p/edit/{oid}/#present; video presentations too. A
// link to a comment (?comment=) opens the player on its step and the panel on its thread. On a
// canvas deck, a comment names the element it is on, and the element's name goes to its step.

import { useRef, useState } from 'react';
import type { MessageId } from '../../../i18n/catalogs';
import { useT } from '../../../i18n/react';
import { PlayerStage } from '../../../ui-kit/player-host/PlayerStage';
import type { PlayerHandle, PlayerImporter } from '../../../ui-kit/player-host/player-types';
import { usePlayerModule } from '../../../ui-kit/player-host/usePlayerModule';
import type { PlayerData } from '../../decks/contracts';
import { linkedComment } from '../comment-anchor-rules';
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
  /** The comment a link opened the page on: the player opens on its step, the panel on its thread. */
  openComment?: number | null;
  loadPlayer?: PlayerImporter;
  api?: CommentsApi;
}

/** On a canvas deck, an element's name as the panel shows it: a frame's title, else its kind. */
function useElementLabels(document: PlayerData['document']) {
  const t = useT();
  if (!('elements' in document)) return undefined;
  return (id: string) => {
    const element = document.elements.find((candidate) => candidate.id === id);
    if (!element) return undefined;
    return (element.kind === 'frame' && element.title) || t(`canvas.kind.${element.kind}` as MessageId);
  };
}

export function PresentView({
  player,
  comments: initial,
  people,
  lang,
  openComment = null,
  loadPlayer,
  api,
}: PresentViewProps) {
  const module = usePlayerModule(loadPlayer);
  const playerRef = useRef<PlayerHandle | null>(null);
  const [opening] = useState(() => linkedComment(initial, openComment)?.thread.step ?? 0);
  const [step, setStep] = useState(opening);
  const comments = useComments(player.oid, initial, api);
  const stepTitles = useStepTitles(player.kind, player.document, player.title);
  const elements = useElementLabels(player.document);
  const goTo = (target: number) => {
    playerRef.current?.goTo(target);
    playerRef.current?.focus();
  };
  return (
    <div className="present-view">
      <div className="present-view__player">
        <PlayerStage
          module={module}
          data={player}
          playerRef={playerRef}
          initialStep={opening}
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
          linked={openComment}
          onSelectStep={goTo}
          // The player cannot select; a comment's step is the one whose frame holds its element.
          {...(elements ? { elementLabel: elements, onSelectElement: (c) => goTo(c.step) } : {})}
        />
      </aside>
    </div>
  );
}

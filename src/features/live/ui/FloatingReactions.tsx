// Reactions drifting up over the stage for a moment, then gone. With reduced
// motion they only appear and fade (Live.css). One short timer per reaction on screen (at most
// MAX_FLOATING_REACTIONS), none per viewer.
import { useEffect } from 'react';
import type { FloatingReaction } from './live-state';

export const REACTION_SHOWN_MS = 2_500;

function Reaction({ reaction, onGone }: { reaction: FloatingReaction; onGone(id: number): void }) {
  useEffect(() => {
    const timer = setTimeout(() => onGone(reaction.id), REACTION_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [reaction.id, onGone]);
  // Spread them across the width by their id, so a burst does not stack in one column.
  const left = 10 + ((reaction.id * 37) % 80);
  return (
    <span className="live-reactions__item" style={{ left: `${left}%` }}>
      {reaction.emoji}
    </span>
  );
}

export function FloatingReactions({
  reactions,
  onGone,
}: {
  reactions: FloatingReaction[];
  onGone(id: number): void;
}) {
  return (
    <div className="live-reactions" aria-hidden="true">
      {reactions.map((reaction) => (
        <Reaction key={reaction.id} reaction={reaction} onGone={onGone} />
      ))}
    </div>
  );
}

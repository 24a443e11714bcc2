// The presenting engine's component: a deck (schema '2' topics or schema '0' frames) moved by a
// camera, a video with captions, or a recording (a presenter's video beside the deck it drives).
// Hosts drive it through props and the ref's PlayerHandle.
import type { Ref } from 'react';
import { DeckPlayer } from './DeckPlayer';
import { RecordingPlayer } from './RecordingPlayer';
import type { PlayerHandle, PlayerProps } from './types';
import { VideoPlayer } from './VideoPlayer';
import './brand-fonts.css';
import './Player.css';

export default function Player({ ref, ...props }: PlayerProps & { ref?: Ref<PlayerHandle> }) {
  // A recording is a video with the deck it was recorded over; the seeded videos have none.
  if (props.data.recording) return <RecordingPlayer ref={ref} {...props} />;
  return props.data.kind === 'video' ? (
    <VideoPlayer ref={ref} {...props} />
  ) : (
    <DeckPlayer ref={ref} {...props} />
  );
}

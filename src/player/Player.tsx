// The presenting engine's component: a deck (schema '2' topics or schema '0' frames) moved by a
// camera, or a video with captions. Hosts drive it through props and the ref's PlayerHandle.
import type { Ref } from 'react';
import { DeckPlayer } from './DeckPlayer';
import type { PlayerHandle, PlayerProps } from './types';
import { VideoPlayer } from './VideoPlayer';
import './Player.css';

export default function Player({ ref, ...props }: PlayerProps & { ref?: Ref<PlayerHandle> }) {
  return props.data.kind === 'video' ? (
    <VideoPlayer ref={ref} {...props} />
  ) : (
    <DeckPlayer ref={ref} {...props} />
  );
}

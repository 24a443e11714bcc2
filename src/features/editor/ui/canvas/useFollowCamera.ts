// Following another person: while this person follows someone (useFollowing.ts), the camera flies to
// the view they publish and again each time it changes. Following ends the moment this person moves
// the camera themselves (a pan, a zoom, a key, a jump to a step: everything that goes through the
// camera this hook hands back), presses Escape, or the followed person leaves the deck.
import { useCallback, useEffect, useMemo } from 'react';
import type { LivePresence } from '../../live-protocol';
import type { BoxLike, Camera, EditorCamera } from './camera';
import type { LivePeer } from './live-canvas-rules';
import type { Following } from './useFollowing';
import type { PresenceFeed } from './usePresenceFeed';

type View = NonNullable<LivePresence['view']>;
type SetCamera = (next: Camera | ((current: Camera) => Camera)) => void;

export interface FollowCameraOptions {
  following?: Following;
  presence?: PresenceFeed;
  /** The viewport's own camera: its moves here are the follower's, not the person's. */
  setCamera: SetCamera;
  api: EditorCamera;
}

const sameView = (a: View | null | undefined, b: View | null | undefined) =>
  a === b || (!!a && !!b && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height);

/**
 * Keeps the camera on the followed person's view. A person with two tabs is followed in the tab
 * whose view moved last: the one they are working in.
 */
function followViews(following: Following, presence: PresenceFeed, show: (box: BoxLike) => void) {
  let seen = new Map<number, View | null>();
  let followed: number | null = null;
  const update = () => {
    const userId = following.followed();
    const starting = userId !== followed;
    followed = userId;
    if (userId === null) return;
    const theirs = presence.peers().filter((peer) => peer.user.id === userId);
    if (theirs.length === 0) return following.stop();
    const moved = theirs.filter((peer) => peer.view && !sameView(peer.view, seen.get(peer.clientId)));
    seen = new Map(theirs.map((peer) => [peer.clientId, peer.view]));
    const chosen: LivePeer | undefined = starting ? theirs.find((peer) => peer.view) : moved.at(-1);
    if (chosen?.view) show(chosen.view);
  };
  const stopFollowing = following.subscribe(update);
  const stopWatching = presence.subscribe(update);
  update();
  return () => {
    stopFollowing();
    stopWatching();
  };
}

/** Follows the person the avatars chose; returns the camera that the person's own moves go through. */
export function useFollowCamera({ following, presence, setCamera, api }: FollowCameraOptions) {
  // Their whole view, no margin: what they see is what the follower sees.
  const show = api.show;
  useEffect(() => {
    if (!following || !presence) return;
    return followViews(following, presence, (box) => show(box, 0));
  }, [following, presence, show]);

  useEffect(() => {
    if (!following) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') following.stop();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [following]);

  const ownSetCamera = useCallback<SetCamera>(
    (next) => {
      following?.stop();
      setCamera(next);
    },
    [following, setCamera],
  );
  const ownApi = useMemo<EditorCamera>(
    () => ({
      ...api,
      show: (box, margin) => {
        following?.stop();
        api.show(box, margin);
      },
    }),
    [api, following],
  );
  return { setCamera: ownSetCamera, api: ownApi };
}

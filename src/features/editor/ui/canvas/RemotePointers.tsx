// Where the others in the deck point, drawn over the canvas: a small arrow in each person's colour
// with their name beside it, at the place in canvas units they publish (usePublishPointer.ts), so it
// lands on the same element whatever either camera shows. A person whose pointer is off the canvas
// is not drawn. Like RemoteSelections.tsx it subscribes to the presence itself, so a colleague's
// mouse moving redraws this layer alone, and it is carried by a transform while the camera moves.
import { memo } from 'react';
import { type Camera, cameraShift, type Size, worldToScreen } from './camera';
import { type PresenceFeed, usePeers } from './usePresenceFeed';
import { useSettled } from './viewport-drawing';

export interface RemotePointersProps {
  presence: PresenceFeed;
  camera: Camera;
  size: Size;
}

/** An arrow cursor with its tip at (0, 0), as the system's is, about 18 px tall. */
const ARROW = 'M0 0 L0 16 L4.5 12 L7.5 18.5 L10.2 17.3 L7.3 11 L12.5 11 Z';
const TAG_HEIGHT = 16;
/** A rough width per character of the tag's 11 px text, as RemoteSelections measures it. */
const TAG_CHAR_WIDTH = 6.5;
/** How far past the viewport's edge a pointer still counts as on screen (its tag reaches in). */
const SLACK = 200;

export const RemotePointers = memo(function RemotePointers({ presence, camera, size }: RemotePointersProps) {
  const peers = usePeers(presence);
  const drawnFor = useSettled(camera);
  const shift = cameraShift(drawnFor, camera, size);
  const pointers = peers.flatMap((peer) => {
    if (!peer.pointer) return [];
    const at = worldToScreen(drawnFor, size, peer.pointer);
    const away = at.x < -SLACK || at.y < -SLACK || at.x > size.width + SLACK || at.y > size.height + SLACK;
    return away ? [] : [{ peer, at }];
  });
  if (pointers.length === 0) return null;
  return (
    <svg
      className="canvas-editor__overlay canvas-editor__pointers"
      width={size.width}
      height={size.height}
      aria-hidden="true"
      style={shift ? { transform: shift, transformOrigin: '0 0', willChange: 'transform' } : undefined}
    >
      {pointers.map(({ peer, at }) => (
        <g
          key={peer.clientId}
          className="canvas-editor__pointer"
          data-user={peer.user.id}
          transform={`translate(${at.x} ${at.y})`}
          style={{ color: peer.user.color }}
        >
          <path className="canvas-editor__pointer-arrow" d={ARROW} />
          <rect
            className="canvas-editor__remote-tag"
            x={12}
            y={18}
            width={peer.user.name.length * TAG_CHAR_WIDTH + 10}
            height={TAG_HEIGHT}
            rx={3}
          />
          <text className="canvas-editor__remote-name" x={17} y={18 + TAG_HEIGHT - 4}>
            {peer.user.name}
          </text>
        </g>
      ))}
    </svg>
  );
});

// What the others in the deck have selected, drawn over the canvas as the local selection is
// (SelectionOverlay.tsx): each element outlined in its selector's colour, with their name on a tag
// at the first one's corner. It subscribes to the presence feed itself, so a colleague selecting
// something redraws this layer alone, and like the local selection it is drawn for the camera at
// rest and carried along by a transform while the camera moves.
import { memo } from 'react';
import { type Camera, cameraShift, type Size, worldToScreen } from './camera';
import { handlePoint, type TurnedBox } from './gesture-geometry';
import { type PresenceFeed, usePeers } from './usePresenceFeed';
import { useSettled } from './viewport-drawing';

export interface RemoteSelectionsProps {
  presence: PresenceFeed;
  /** Every element's box on the canvas, by id. */
  boxes: ReadonlyMap<string, TurnedBox>;
  camera: Camera;
  size: Size;
}

const TAG_HEIGHT = 16;
/** A rough width per character of the tag's 11 px text; the tag only needs to cover its name. */
const TAG_CHAR_WIDTH = 6.5;

const cornersOf = (box: TurnedBox) =>
  (['nw', 'ne', 'se', 'sw'] as const).map((handle) => handlePoint(box, handle));

export const RemoteSelections = memo(function RemoteSelections({
  presence,
  boxes,
  camera,
  size,
}: RemoteSelectionsProps) {
  const peers = usePeers(presence);
  const drawnFor = useSettled(camera);
  const shift = cameraShift(drawnFor, camera, size);
  const toScreen = (point: { x: number; y: number }) => worldToScreen(drawnFor, size, point);
  const selections = peers
    .map((peer) => ({
      peer,
      outlines: peer.selection
        .map((id) => boxes.get(id))
        .filter((box): box is TurnedBox => box !== undefined)
        .map((box) => cornersOf(box).map(toScreen)),
    }))
    .filter((each) => each.outlines.length > 0);
  if (selections.length === 0) return null;
  return (
    <svg
      className="canvas-editor__overlay canvas-editor__remote"
      width={size.width}
      height={size.height}
      aria-hidden="true"
      style={shift ? { transform: shift, transformOrigin: '0 0', willChange: 'transform' } : undefined}
    >
      {selections.map(({ peer, outlines }) => {
        const first = outlines[0] ?? [];
        const tag = {
          x: Math.min(...first.map((point) => point.x)),
          y: Math.min(...first.map((point) => point.y)) - TAG_HEIGHT - 2,
        };
        return (
          <g key={peer.clientId} data-user={peer.user.id} style={{ color: peer.user.color }}>
            {outlines.map((points, i) => (
              <polygon
                key={i}
                className="canvas-editor__remote-outline"
                points={points.map((point) => `${point.x},${point.y}`).join(' ')}
              />
            ))}
            <rect
              className="canvas-editor__remote-tag"
              x={tag.x}
              y={tag.y}
              width={peer.user.name.length * TAG_CHAR_WIDTH + 10}
              height={TAG_HEIGHT}
              rx={3}
            />
            <text className="canvas-editor__remote-name" x={tag.x + 5} y={tag.y + TAG_HEIGHT - 4}>
              {peer.user.name}
            </text>
          </g>
        );
      })}
    </svg>
  );
});

// One drop target (a folder card, a breadcrumb): its visible state while a card is dragged over it
// and while the move is sent, and the server's message when the move is refused.
import { type DragEvent, useState } from 'react';
import { carriesOurs, folderApi, type MoveTarget, type Moving, readDrag } from './folder-api';

export type DropState =
  | { state: 'idle' }
  | { state: 'over' }
  | { state: 'busy' }
  | { state: 'failed'; message: string };

export function useDropTarget(target: MoveTarget & { enabled: boolean }, onMoved: (what: Moving) => void) {
  const [drop, setDrop] = useState<DropState>({ state: 'idle' });
  if (!target.enabled) return { drop, props: {} };
  const accepts = (event: DragEvent) => carriesOurs(event.dataTransfer);
  return {
    drop,
    props: {
      onDragEnter: (event: DragEvent) => {
        if (!accepts(event)) return;
        event.preventDefault();
        setDrop({ state: 'over' });
      },
      onDragOver: (event: DragEvent) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (drop.state !== 'over') setDrop({ state: 'over' });
      },
      onDragLeave: () => setDrop((d) => (d.state === 'over' ? { state: 'idle' } : d)),
      onDrop: (event: DragEvent) => {
        const what = readDrag(event.dataTransfer);
        if (!what) return;
        event.preventDefault();
        // A folder dropped on itself stays where it is.
        if (what.kind === 'folder' && what.fid === target.fid) {
          setDrop({ state: 'idle' });
          return;
        }
        setDrop({ state: 'busy' });
        folderApi.move(what, target).then(
          () => {
            setDrop({ state: 'idle' });
            onMoved(what);
          },
          (error: Error) => setDrop({ state: 'failed', message: error.message }),
        );
      },
    },
  };
}

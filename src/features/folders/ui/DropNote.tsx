// What a drop target says about a move dropped on it: under way, or why it was refused.
import { useT } from '../../../i18n/react';
import type { DropState } from './useDropTarget';

export function DropNote({ drop }: { drop: DropState }) {
  const t = useT();
  if (drop.state === 'failed')
    return (
      <span className="drop-note drop-note--failed" role="alert">
        {drop.message}
      </span>
    );
  return (
    <span className="drop-note" role="status">
      {drop.state === 'busy' ? t('folders.moving') : drop.state === 'over' ? t('folders.dropHere') : ''}
    </span>
  );
}

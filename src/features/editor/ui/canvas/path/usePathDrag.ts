// Reordering the path by dragging a step onto another's place, with HTML5 drag and drop: the
// dragged step takes the place of the one it is dropped on, as in Google Slides' filmstrip.
import { type DragEvent, useState } from 'react';

export interface PathDrag {
  draggedId: string | null;
  overIndex: number | null;
  handlers(
    stepId: string,
    index: number,
  ): {
    onDragStart(event: DragEvent): void;
    onDragOver(event: DragEvent): void;
    onDrop(event: DragEvent): void;
    onDragEnd(): void;
  };
}

export function usePathDrag(
  indexOf: (stepId: string) => number,
  move: (stepId: string, to: number) => void,
): PathDrag {
  const [drag, setDrag] = useState<{ id: string; over: number | null } | null>(null);
  return {
    draggedId: drag?.id ?? null,
    overIndex: drag?.over ?? null,
    handlers: (stepId, index) => ({
      onDragStart(event) {
        // Some browsers start no drag without data; the step's id is what other targets would get.
        event.dataTransfer?.setData('text/plain', stepId);
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
        setDrag({ id: stepId, over: null });
      },
      onDragOver(event) {
        if (!drag) return;
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
        if (drag.over !== index) setDrag({ ...drag, over: index });
      },
      onDrop(event) {
        if (!drag) return;
        event.preventDefault();
        setDrag(null);
        if (indexOf(drag.id) !== index) move(drag.id, index);
      },
      onDragEnd: () => setDrag(null),
    }),
  };
}

// A canvas deck's elements in the world (DeckWorld, StillWorld), frames among them, in drawing order.
import type { LaidOutElement } from '../../kernel/document/layout-model';
import type { Theme } from '../../kernel/document/themes';
import { CanvasItem } from './CanvasItem';
import './Canvas.css';

export function CanvasElements({
  elements,
  theme,
  currentFrame,
  broken,
  onImageError,
}: {
  elements: readonly LaidOutElement[];
  theme: Theme;
  currentFrame: string | undefined;
  broken: ReadonlySet<string>;
  onImageError(ref: string): void;
}) {
  return elements.map((laid) => {
    const element = laid.element;
    return (
      <CanvasItem
        key={element.id}
        laid={laid}
        theme={theme}
        current={element.id === currentFrame}
        imageBroken={element.kind === 'image' && broken.has(element.src)}
        onImageError={onImageError}
      />
    );
  });
}

// Preview: the deck as it stands, played by the real player (the lazy "present-viewer" chunk) in a
// dialog over the editor, notes and all, without saving or leaving the page.
import { useEffect, useRef } from 'react';
import { useT } from '../../../../i18n/react';
import type { CanvasDocument } from '../../../../kernel/document/canvas/model';
import { PlayerStage } from '../../../../ui-kit/player-host/PlayerStage';
import { usePlayerModule } from '../../../../ui-kit/player-host/usePlayerModule';
import type { EditPageData } from '../../contracts';

export interface CanvasPreviewProps {
  data: EditPageData;
  document: CanvasDocument;
  onClose(): void;
}

export function CanvasPreview({ data, document, onClose }: CanvasPreviewProps) {
  const t = useT();
  const module = usePlayerModule();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <div className="canvas-preview__backdrop">
      <div
        className="canvas-preview"
        role="dialog"
        aria-modal="true"
        aria-labelledby="canvas-preview-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <div className="canvas-preview__bar">
          <h2 id="canvas-preview-title">{t('canvas.previewTitle', { title: document.title })}</h2>
          <button ref={close} type="button" className="button" onClick={onClose}>
            {t('canvas.closePreview')}
          </button>
        </div>
        <PlayerStage module={module} data={{ ...data.player, title: document.title, document }} />
      </div>
    </div>
  );
}

// Where the canvas editor goes on the edit page: the server renders its frame and a line saying it
// is opening; the browser loads the editor's own chunk (the canvas, ProseMirror and the panels stay
// off every other page) and offers a retry when it cannot.
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { useT } from '../../../i18n/react';
import { loadChunk } from '../../../lib/load-chunk';
import type { CanvasEditorScreenProps } from './canvas/CanvasEditorScreen';

type Screen = ComponentType<CanvasEditorScreenProps>;
export type CanvasEditorImporter = () => Promise<{ default: Screen }>;

const loadCanvasEditor: CanvasEditorImporter = () => import('./canvas/CanvasEditorScreen');

export function CanvasEditorHost({
  data,
  lang,
  load = loadCanvasEditor,
}: CanvasEditorScreenProps & { load?: CanvasEditorImporter }) {
  const t = useT();
  const [Loaded, setLoaded] = useState<Screen | null>(null);
  const [failed, setFailed] = useState(false);
  const start = useCallback(() => {
    setFailed(false);
    loadChunk(load).then(
      (module) => setLoaded(() => module.default),
      () => setFailed(true),
    );
  }, [load]);
  useEffect(start, [start]);
  if (Loaded) return <Loaded data={data} lang={lang} />;
  return (
    <div className="canvas-editor canvas-editor--loading" aria-busy={!failed}>
      {failed ? (
        <div role="alert">
          <p>{t('canvas.loadFailed')}</p>
          <button type="button" className="button" onClick={start}>
            {t('canvas.retry')}
          </button>
        </div>
      ) : (
        <p>{t('canvas.loading')}</p>
      )}
    </div>
  );
}

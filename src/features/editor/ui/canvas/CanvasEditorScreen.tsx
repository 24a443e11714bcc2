// The lazy "canvas-editor" chunk: the canvas editor with its panels, toolbars, text editor and
// autosave put in its slots. Only the edit page of a canvas deck loads it.
import { useT } from '../../../../i18n/react';
import { CanvasEditor, type CanvasEditorData } from './CanvasEditor';
import { CanvasComments, CanvasHistory } from './CanvasReviewPanels';
import { FormatPanel } from './format/FormatPanel';
import { PanelTabs } from './PanelTabs';
import { PathPanel } from './path/PathPanel';
import { ReadingOrderPanel } from './path/ReadingOrderPanel';
import { InlineTextEditor } from './text/InlineTextEditor';

export interface CanvasEditorScreenProps {
  data: CanvasEditorData;
  lang: string;
}

export default function CanvasEditorScreen({ data, lang }: CanvasEditorScreenProps) {
  const t = useT();
  return (
    <CanvasEditor
      data={data}
      slots={{
        left: (panel, step) => (
          <PanelTabs
            id="canvas-left"
            tabs={[
              {
                name: 'path',
                label: t('canvas.tabPath'),
                render: () => <PathPanel {...panel} current={step.current} onJump={step.onJump} />,
              },
              {
                name: 'reading',
                label: t('canvas.tabReadingOrder'),
                render: () => <ReadingOrderPanel {...panel} />,
              },
            ]}
          />
        ),
        textEditor: (panel, id, scale, onDone) => (
          <InlineTextEditor
            store={panel.store}
            target={{ element: id }}
            theme={panel.theme}
            scale={scale}
            onDone={onDone}
          />
        ),
        right: (panel, step) => (
          <PanelTabs
            id="canvas-right"
            tabs={[
              {
                name: 'format',
                label: t('canvas.formatLabel'),
                render: () => <FormatPanel {...panel} brand={data.brand} />,
              },
              {
                name: 'comments',
                label: t('comments.title'),
                render: () => (
                  <CanvasComments
                    {...panel}
                    data={data}
                    lang={lang}
                    step={step.current}
                    onJump={step.onJump}
                  />
                ),
              },
              {
                name: 'history',
                label: t('editor.history'),
                render: () => <CanvasHistory data={data} lang={lang} dirty={false} />,
              },
            ]}
          />
        ),
      }}
    />
  );
}

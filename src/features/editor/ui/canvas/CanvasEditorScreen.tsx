// The lazy "canvas-editor" chunk: the canvas editor with its panels, toolbars, text editor and
// autosave put in its slots. Only the edit page of a canvas deck loads it.
import { useT } from '../../../../i18n/react';
import { CanvasEditor, type CanvasEditorData } from './CanvasEditor';
import { FormatPanel } from './format/FormatPanel';
import { PanelTabs } from './PanelTabs';
import { PathPanel } from './path/PathPanel';
import { ReadingOrderPanel } from './path/ReadingOrderPanel';

export interface CanvasEditorScreenProps {
  data: CanvasEditorData;
}

export default function CanvasEditorScreen({ data }: CanvasEditorScreenProps) {
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
        right: (panel) => <FormatPanel {...panel} brand={data.brand} />,
      }}
    />
  );
}

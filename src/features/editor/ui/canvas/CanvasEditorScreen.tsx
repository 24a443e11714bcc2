// The lazy "canvas-editor" chunk: the canvas editor with its panels, toolbars, text editor and
// autosave put in its slots. Only the edit page of a canvas deck loads it.
import { CanvasEditor, type CanvasEditorData } from './CanvasEditor';

export interface CanvasEditorScreenProps {
  data: CanvasEditorData;
}

export default function CanvasEditorScreen({ data }: CanvasEditorScreenProps) {
  return <CanvasEditor data={data} slots={{}} />;
}

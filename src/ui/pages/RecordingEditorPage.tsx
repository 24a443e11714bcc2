// The recording editor's page (/video/edit/{oid}/): a published recording's trim,
// cuts, cover frame and captions, for its owner and editors.
import type { PageProps } from '../../contracts/site';
import type { RecordingEditorPageData } from '../../features/recordings/studio.contracts';
import {
  RecordingEditor,
  type RecordingEditorProps,
} from '../../features/recordings/ui/editor/RecordingEditor';
import { SiteHeader } from '../header/SiteHeader';

export type RecordingEditorPageProps = PageProps &
  RecordingEditorPageData &
  Pick<RecordingEditorProps, 'network'>;

export default function RecordingEditorPage({ site, ...data }: RecordingEditorPageProps) {
  return (
    <>
      <SiteHeader site={site} />
      <main>
        <RecordingEditor {...data} />
      </main>
    </>
  );
}

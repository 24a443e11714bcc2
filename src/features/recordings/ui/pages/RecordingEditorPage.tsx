// The recording editor's page (/video/edit/{oid}/): a published recording's trim,
// cuts, cover frame and captions, for its owner and editors.
import type { PageProps } from '../../../../kernel/site';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import type { RecordingEditorPageData } from '../../studio.contracts';
import { RecordingEditor, type RecordingEditorProps } from '../editor/RecordingEditor';

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

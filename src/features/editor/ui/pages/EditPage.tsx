// The editor's page (/p/edit/{oid}/, /{oid}/edit/): the owner and editors get the source editor with
// a live preview, comments and history; a canvas deck's commenters get its canvas read-only with
// the comments; other commenters (and everyone on a video) get the presentation with the comment
// panel. The editor opens on its Comments tab, so #present shows comments to all.
// The page lends the editor the Library's picker and Apply brand kit, which belong to other features.

import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import { ApplyBrandKit } from '../../../brand/ui/ApplyBrandKit';
import { LibraryPicker } from '../../../folders/ui/library/LibraryPicker';
import type { EditPageData } from '../../contracts';
import { CanvasEditorHost } from '../CanvasEditorHost';
import { EditorWorkspace } from '../EditorWorkspace';
import { PresentView } from '../PresentView';
import { VideoDetails } from '../VideoDetails';
import './EditPage.css';

type EditPageProps = PageProps & EditPageData;

export default function EditPage({ site, ...data }: EditPageProps) {
  const t = useT();
  const { presentation } = data;
  if (data.canvas) {
    return (
      <>
        <SiteHeader site={site} />
        <main className="page edit-page edit-page--canvas">
          <CanvasEditorHost data={{ ...data, canvas: data.canvas }} lang={site.lang} />
        </main>
      </>
    );
  }
  if (data.canEdit && data.source) {
    return (
      <>
        <SiteHeader site={site} />
        <main className="page edit-page edit-page--editor">
          <EditorWorkspace
            data={{ ...data, source: data.source }}
            lang={site.lang}
            tools={(editing) => ({
              library: <LibraryPicker oid={presentation.oid} onInsert={editing.insertPicture} />,
              brand: <ApplyBrandKit brand={data.brand} source={editing.source} onApply={editing.setText} />,
            })}
          />
        </main>
      </>
    );
  }
  return (
    <>
      <SiteHeader site={site} />
      <main className="page edit-page edit-page--present">
        <div className="editor__bar">
          <div className="editor__heading">
            <h1 className="editor__title">{presentation.title}</h1>
            <p className="editor__role">{data.canEdit ? t('edit.editing') : t('edit.commenting')}</p>
          </div>
          <div className="editor__actions">
            <a className="button" href={presentation.path}>
              {t('editor.viewPage')}
            </a>
            <a className="button" href="/dashboard/next/">
              {t('edit.dashboard')}
            </a>
          </div>
        </div>
        {presentation.kind === 'video' && data.canEdit ? (
          <VideoDetails presentation={presentation} role={data.role} />
        ) : null}
        <PresentView
          player={data.player}
          comments={data.comments}
          people={data.people}
          lang={site.lang}
          openComment={data.openComment}
        />
      </main>
    </>
  );
}

// The canvas editor's Insert toolbar: text, frames, shapes, an arrow (a connector when two
// elements are selected), pictures (uploaded or from the Library, always described), a recording
// and a table. Everything lands at the view's centre, sized for the current zoom, and is selected.
import { type KeyboardEvent, type RefObject, useRef, useState } from 'react';
import { useT } from '../../../../../i18n/react';
import { FRAME_SHAPES, SHAPE_KINDS } from '../../../../../kernel/document/canvas/model';
import type { CanvasPanelProps } from '../panel-props';
import { InsertMenu } from './InsertMenu';
import { type InsertApi, insertApi } from './insert-api';
import { LibraryDialog } from './LibraryDialog';
import { PictureAltDialog } from './PictureAltDialog';
import { type OnInserted, useInsert } from './useInsert';
import { type PictureFlow, usePictureFlow } from './usePictureFlow';
import { VideoDialog } from './VideoDialog';
import './InsertToolbar.css';

export interface InsertToolbarProps extends CanvasPanelProps {
  oid: string;
  /** Called with each new element: the shell starts typing in a new text box. */
  onInserted: OnInserted;
  api?: InsertApi;
}

type OpenDialog = 'library' | 'video' | null;

/** The picture types the file chooser offers; the bytes are checked whatever was chosen. */
const PICTURE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** Left and right arrows move between the toolbar's buttons (Tab reaches each of them too). */
function moveAlongToolbar(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('.insert-toolbar__button')];
  const at = buttons.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  const step = event.key === 'ArrowRight' ? 1 : -1;
  buttons[(at + step + buttons.length) % buttons.length]?.focus();
}

export function InsertToolbar({
  store,
  snapshot,
  camera,
  oid,
  onInserted,
  api = insertApi,
}: InsertToolbarProps) {
  const t = useT();
  const insert = useInsert({ store, camera, onInserted });
  const pictures = usePictureFlow({ store, camera, onInserted, oid, api });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const joins = snapshot.selection.length === 2;

  const pictureItems = [
    { key: 'upload', label: t('canvasInsert.picture.upload'), onSelect: () => fileInput.current?.click() },
    { key: 'library', label: t('canvasInsert.picture.library'), onSelect: () => setDialog('library') },
  ].filter((item) => item.key !== 'upload' || pictures.canUpload);

  return (
    <div
      className="insert-toolbar"
      role="toolbar"
      aria-label={t('canvasInsert.toolbar')}
      aria-busy={pictures.busy}
      onKeyDown={moveAlongToolbar}
    >
      <button type="button" className="insert-toolbar__button" onClick={insert.text}>
        {t('canvasInsert.text')}
      </button>
      <InsertMenu
        label={t('canvasInsert.frame')}
        menuLabel={t('canvasInsert.frameMenu')}
        items={FRAME_SHAPES.map((shape) => ({
          key: shape,
          label: t(`canvasInsert.frame.${shape}`),
          onSelect: () => insert.frame(shape),
        }))}
      />
      <InsertMenu
        label={t('canvasInsert.shape')}
        menuLabel={t('canvasInsert.shapeMenu')}
        items={SHAPE_KINDS.map((shape) => ({
          key: shape,
          label: t(`canvasInsert.shape.${shape}`),
          onSelect: () => insert.shape(shape),
        }))}
      />
      <button
        type="button"
        className="insert-toolbar__button"
        aria-label={joins ? t('canvasInsert.arrowJoins') : undefined}
        onClick={insert.arrow}
      >
        {t('canvasInsert.arrow')}
      </button>
      <InsertMenu
        label={t('canvasInsert.picture')}
        menuLabel={t('canvasInsert.pictureMenu')}
        items={pictureItems}
      />
      <button type="button" className="insert-toolbar__button" onClick={() => setDialog('video')}>
        {t('canvasInsert.video')}
      </button>
      <button type="button" className="insert-toolbar__button" onClick={insert.table}>
        {t('canvasInsert.table')}
      </button>
      <InsertDialogs
        oid={oid}
        api={api}
        dialog={dialog}
        onDialog={setDialog}
        fileInput={fileInput}
        pictures={pictures}
        onVideo={insert.video}
      />
    </div>
  );
}

interface InsertDialogsProps {
  oid: string;
  api: InsertApi;
  dialog: OpenDialog;
  onDialog(dialog: OpenDialog): void;
  fileInput: RefObject<HTMLInputElement | null>;
  pictures: PictureFlow;
  onVideo(video: { src: string; title: string }): void;
}

/** The file chooser, the upload's progress and whichever dialog is open. */
function InsertDialogs({ oid, api, dialog, onDialog, fileInput, pictures, onVideo }: InsertDialogsProps) {
  const t = useT();
  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept={PICTURE_TYPES}
        hidden
        aria-label={t('canvasInsert.picture.file')}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void pictures.addFiles(files);
        }}
      />
      {pictures.busy ? (
        <span role="status" className="insert-toolbar__status">
          {t('canvasInsert.picture.uploading')}
        </span>
      ) : null}
      {dialog === 'library' ? (
        <LibraryDialog
          oid={oid}
          api={api}
          onClose={() => onDialog(null)}
          onChosen={(src) => {
            onDialog(null);
            void pictures.addSource(src);
          }}
        />
      ) : null}
      {dialog === 'video' ? (
        <VideoDialog
          oid={oid}
          api={api}
          onClose={() => onDialog(null)}
          onInsert={(video) => {
            onDialog(null);
            onVideo(video);
          }}
        />
      ) : null}
      <PictureAltDialog flow={pictures} />
    </>
  );
}

// "Upload a file": a PDF, PowerPoint, Markdown or JSON file, dropped or chosen, published with a
// progress bar that can be cancelled. Problems name the line, field or page at fault; nothing is
// created then.
import { type DragEvent, useState } from 'react';
import { useT } from '../../../i18n/react';
import type { Privacy } from '../../../kernel/document/import-metadata';
import { PUBLISH_LIMITS } from '../../../kernel/limits';
import { ACCEPTED_FILES, megabytes } from './file-kind';
import { ProblemList } from './ProblemList';
import { UploadProgress } from './UploadProgress';
import { useFileUpload } from './useFileUpload';

interface UploadFormProps {
  privacy: Privacy;
  team?: string;
  /** Opens the new presentation (location.assign). */
  go?: (path: string) => void;
}

export function UploadForm({ privacy, team, go }: UploadFormProps) {
  const t = useT();
  const { file, kind, title, setTitle, phase, error, notice, choose, submit, cancel } = useFileUpload(
    privacy,
    team,
    go,
  );
  // Once a PowerPoint file is sent the server converts it whatever the browser does: a cancel
  // then could not keep its promise that nothing was published.
  const cancellable = phase?.step !== 'converting';

  return (
    <form className="upload-form" onSubmit={submit} noValidate>
      <p className="create-panel__lead">{t('create.upload.lead')}</p>
      <FileDrop file={file} busy={phase !== null} onChoose={choose} />
      {kind === 'pdf' ? <PdfTitleField title={title} busy={phase !== null} onChange={setTitle} /> : null}
      {error ? <ProblemList message={error} /> : null}
      {notice ? (
        <p className="form-success" role="status">
          {notice}
        </p>
      ) : null}
      {phase ? (
        <UploadProgress phase={phase} {...(cancellable ? { onCancel: cancel } : {})} />
      ) : (
        <div className="create-panel__actions">
          <button className="button button--primary" type="submit">
            {t('create.upload.publish')}
          </button>
        </div>
      )}
    </form>
  );
}

interface FileDropProps {
  file: File | null;
  /** Publishing: no other file is taken. */
  busy: boolean;
  onChoose: (file: File | undefined) => void;
}

/** Where a file is dropped, or clicked to choose one: its name once chosen, and the limits. */
function FileDrop({ file, busy, onChoose }: FileDropProps) {
  const t = useT();
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) onChoose(event.dataTransfer.files[0]);
  };
  return (
    <label
      className={`upload-form__drop${dragging ? ' upload-form__drop--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <span className="upload-form__drop-title">{file ? file.name : t('create.upload.choose')}</span>
      <span className="upload-form__hint">
        {t('create.upload.hint', {
          mb: megabytes(PUBLISH_LIMITS.pdfBytes),
          pages: PUBLISH_LIMITS.pdfPages,
        })}
      </span>
      <input
        className="upload-form__input"
        type="file"
        accept={ACCEPTED_FILES}
        disabled={busy}
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
    </label>
  );
}

interface PdfTitleFieldProps {
  title: string;
  busy: boolean;
  onChange: (title: string) => void;
}

/** A PDF's title, optional: the one saved in the PDF, or its file name, otherwise. */
function PdfTitleField({ title, busy, onChange }: PdfTitleFieldProps) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor="create-pdf-title">{t('create.upload.title')}</label>
      <input
        id="create-pdf-title"
        value={title}
        maxLength={200}
        disabled={busy}
        aria-describedby="create-pdf-title-hint"
        onChange={(event) => onChange(event.target.value)}
      />
      <p id="create-pdf-title-hint" className="upload-form__hint">
        {t('create.upload.titleHint')}
      </p>
    </div>
  );
}

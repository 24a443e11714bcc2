// "Upload a file": a PDF, Markdown or JSON file, dropped or chosen, published with a progress bar
// that can be cancelled. Problems name the line, field or page at fault; nothing is created then.
import { type DragEvent, type FormEvent, useRef, useState } from 'react';
import { useT } from '../../../i18n/react';
import type { Privacy } from '../../../kernel/document/import-metadata';
import { PUBLISH_LIMITS } from '../../../kernel/limits';
import { ApiError } from '../../../lib/api-client';
import { ACCEPTED_FILES, fileKindOf, megabytes } from './file-kind';
import { ProblemList } from './ProblemList';
import { FileProblem, publishFile, type UploadPhase } from './publish-file';
import { UploadProgress } from './UploadProgress';
import { UploadCancelled } from './upload';

type T = ReturnType<typeof useT>;

function fileProblemMessage(problem: FileProblem, t: T): string {
  const { page = 0, pages = 0, bytes = 0 } = problem.detail;
  switch (problem.problem) {
    case 'too_long':
      return t('create.error.tooLong', { max: PUBLISH_LIMITS.sourceLength });
    case 'too_large':
      return t('create.error.tooLarge', {
        size: megabytes(bytes),
        max: megabytes(PUBLISH_LIMITS.uploadBytes),
      });
    case 'password':
      return t('create.error.password');
    case 'unreadable':
      return t('create.error.unreadable');
    case 'too_many_pages':
      return t('create.error.tooManyPages', { pages, max: PUBLISH_LIMITS.pdfPages });
    case 'page':
      return t('create.error.page', { page });
  }
}

export function failureMessage(error: unknown, t: T): string {
  if (error instanceof FileProblem) return fileProblemMessage(error, t);
  if (error instanceof ApiError && error.status !== 0 && error.message) return error.message;
  return t('create.error.network');
}

export function UploadForm({ privacy, team }: { privacy: Privacy; team?: string }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const kind = file ? fileKindOf(file) : null;

  const choose = (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setNotice(null);
    setError(chosen && !fileKindOf(chosen) ? t('create.error.type') : null);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!phase) choose(event.dataTransfer.files[0]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !kind) return setError(t(file ? 'create.error.type' : 'create.error.noFile'));
    const controller = new AbortController();
    abort.current = controller;
    setError(null);
    setNotice(null);
    try {
      const published = await publishFile(
        { file, kind, privacy, title, team },
        { onPhase: setPhase, signal: controller.signal },
      );
      window.location.assign(published.path);
    } catch (failure) {
      setPhase(null);
      if (failure instanceof UploadCancelled) setNotice(t('create.cancelled'));
      else setError(failureMessage(failure, t));
    }
  };

  return (
    <form className="upload-form" onSubmit={submit} noValidate>
      <p className="create-panel__lead">{t('create.upload.lead')}</p>
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
          disabled={phase !== null}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      {kind === 'pdf' ? (
        <div className="field">
          <label htmlFor="create-pdf-title">{t('create.upload.title')}</label>
          <input
            id="create-pdf-title"
            value={title}
            maxLength={200}
            disabled={phase !== null}
            aria-describedby="create-pdf-title-hint"
            onChange={(event) => setTitle(event.target.value)}
          />
          <p id="create-pdf-title-hint" className="upload-form__hint">
            {t('create.upload.titleHint')}
          </p>
        </div>
      ) : null}
      {error ? <ProblemList message={error} /> : null}
      {notice ? (
        <p className="form-success" role="status">
          {notice}
        </p>
      ) : null}
      {phase ? (
        <UploadProgress phase={phase} onCancel={() => abort.current?.abort()} />
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

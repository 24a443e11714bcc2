// The upload form's state: the file chosen (the wrong kind refused at once), the PDF's title, the
// publish in flight with its phase and its cancel, and what went wrong, worded for the person:
// problems name the line, field or page at fault; nothing is created then. A PowerPoint import
// opens in the editor, since a converted deck is worth checking before it is shown.
import { type FormEvent, useRef, useState } from 'react';
import { useT } from '../../../i18n/react';
import type { Privacy } from '../../../kernel/document/import-metadata';
import { PUBLISH_LIMITS } from '../../../kernel/limits';
import { IMPORT_REPORT_HASH } from '../../../kernel/paths';
import { ApiError } from '../../../lib/api-client';
import { fileKindOf, megabytes } from './file-kind';
import { FileProblem, publishFile, type UploadPhase } from './publish-file';
import { UploadCancelled } from './upload';

type T = ReturnType<typeof useT>;

function fileProblemMessage(problem: FileProblem, t: T): string {
  const { page = 0, pages = 0, bytes = 0, max = PUBLISH_LIMITS.uploadBytes } = problem.detail;
  switch (problem.problem) {
    case 'too_long':
      return t('create.error.tooLong', { max: PUBLISH_LIMITS.sourceLength });
    case 'too_large':
      return t('create.error.tooLarge', {
        size: megabytes(bytes),
        max: megabytes(max),
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
  if (!(error instanceof ApiError) || error.status === 0) return t('create.error.network');
  // No message: the answer was not the server's JSON (a proxy's page, a cut-off body).
  return error.message || t('create.error.server');
}

export function useFileUpload(
  privacy: Privacy,
  team: string | undefined,
  go: (path: string) => void = (path) => window.location.assign(path),
) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const kind = file ? fileKindOf(file) : null;

  const choose = (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setNotice(null);
    setError(chosen && !fileKindOf(chosen) ? t('create.error.type') : null);
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
      // A deck imported from PowerPoint opens in the editor, its import report over it.
      go(kind === 'pptx' ? published.editUrl + IMPORT_REPORT_HASH : published.path);
    } catch (failure) {
      setPhase(null);
      if (failure instanceof UploadCancelled) setNotice(t('create.cancelled'));
      else setError(failureMessage(failure, t));
    }
  };
  const cancel = () => abort.current?.abort();

  return { file, kind, title, setTitle, phase, error, notice, choose, submit, cancel };
}

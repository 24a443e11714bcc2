// The editor's saved state: the text last saved, the time it was saved (the base a save must match,
// or the server answers 409), the status shown in the live region, and the unsaved-changes warning.

import { useCallback, useEffect, useRef, useState } from 'react';
import type { SchemaVersion } from '../../../kernel/document/document';
import type { EditorFormat, EditorSource } from '../../../kernel/document/editor-source';
import { editPath } from '../../../kernel/paths';
import { ApiError, callApi } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { editorApi, type SaveResult, type VersionData } from '../contracts';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed'; message: string; stale: boolean };

/** Makes a declared call: callApi in the browser, a stub in tests. */
export type EditorApi = typeof callApi;

export interface EditorSaveOptions {
  oid: string;
  initialSource: EditorSource;
  initialUpdatedAt: string;
  initialVersions: VersionData[];
  /** The schema the page opened the deck in: its live preview reads the source by it. */
  schemaVersion: SchemaVersion;
  api?: EditorApi;
  /** Opens a page: a version of another schema is edited by reopening the editor on it. */
  go?: (path: string) => void;
}

export function useEditorSave({
  oid,
  initialSource,
  initialUpdatedAt,
  initialVersions,
  schemaVersion,
  api = callApi,
  go = (path) => window.location.assign(path),
}: EditorSaveOptions) {
  const [source, setSource] = useState<EditorSource>(initialSource);
  const [saved, setSaved] = useState<EditorSource>(initialSource);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [versions, setVersions] = useState(initialVersions);
  const [viewPath, setViewPath] = useState<string | null>(null);
  const [title, setTitle] = useState<string | null>(null);
  const base = useRef(initialUpdatedAt);
  const latest = useRef(source);
  latest.current = source;
  const dirty = source.text !== saved.text || source.format !== saved.format;

  const applySaved = useCallback((result: SaveResult, now: EditorSource) => {
    base.current = result.updatedAt;
    setSaved(now);
    setVersions(result.versions);
    setViewPath(result.path);
    setTitle(result.title);
    setStatus({ kind: 'saved', at: result.updatedAt });
  }, []);

  const save = useCallback(async () => {
    const sending = latest.current;
    setStatus({ kind: 'saving' });
    try {
      const result = await api(editorApi.save, {
        params: { oid },
        body: { source: sending.text, format: sending.format, baseUpdatedAt: base.current },
      });
      applySaved(result, sending);
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409;
      setStatus({ kind: 'failed', message: errorMessage(error), stale });
    }
  }, [api, oid, applySaved]);

  const restore = useCallback(
    async (versionId: number) => {
      setStatus({ kind: 'saving' });
      try {
        const result = await api(editorApi.restore, { params: { oid, id: versionId } });
        setSource(result.source);
        applySaved(result, result.source);
        if (result.schemaVersion !== schemaVersion)
          go(editPath({ oid, schema_version: result.schemaVersion }));
      } catch (error) {
        setStatus({ kind: 'failed', message: errorMessage(error), stale: false });
      }
    },
    [api, oid, applySaved, schemaVersion, go],
  );

  // Leaving with unsaved changes asks first (the browser shows its own wording).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const setText = useCallback((text: string) => setSource((s) => ({ ...s, text })), []);
  const setFormatted = useCallback((text: string, format: EditorFormat) => setSource({ text, format }), []);

  return { source, setText, setFormatted, dirty, status, save, restore, versions, viewPath, title };
}

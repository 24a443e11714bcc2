// The private header (spec §6): above the viewer for schema '2' presentations when the viewer
// may edit or comment, never in embed mode. Edit only with edit rights; Comment only with
// comment rights and no edit rights.

import { useT } from '../../../../i18n/react';
import { recordingEditorPath } from '../../../../kernel/paths';
import './PrivateHeader.css';

export interface PrivateHeaderProps {
  oid: string;
  title: string;
  schemaVersion: '0' | '2' | '3';
  viewerRights: { edit: boolean; comment: boolean };
  embedMode: boolean;
  /** A recording: its Edit opens the recording editor, not the deck editor. */
  isRecording?: boolean;
  onEvent?: (name: string, fields: Record<string, unknown>) => void;
}

export function showsPrivateHeader({
  schemaVersion,
  viewerRights,
  embedMode,
}: Pick<PrivateHeaderProps, 'schemaVersion' | 'viewerRights' | 'embedMode'>) {
  return schemaVersion !== '0' && !embedMode && (viewerRights.edit || viewerRights.comment);
}

export function PrivateHeader(props: PrivateHeaderProps) {
  const t = useT();
  if (!showsPrivateHeader(props)) return null;
  const { oid, title, viewerRights, isRecording, onEvent } = props;
  return (
    <div className="private-header">
      <span className="private-header__title">{title}</span>
      {viewerRights.edit ? (
        <a
          className="button button--primary"
          href={isRecording ? recordingEditorPath(oid) : `/p/edit/${oid}/`}
          onClick={() => onEvent?.('OpenEditor', { prezi_oid: oid })}
        >
          {t('view.edit')}
        </a>
      ) : (
        <a
          className="button button--primary"
          href={`/p/edit/${oid}/#present`}
          onClick={() => onEvent?.('OpenToComment', { prezi_oid: oid })}
        >
          {t('viewer.comment')}
        </a>
      )}
    </div>
  );
}

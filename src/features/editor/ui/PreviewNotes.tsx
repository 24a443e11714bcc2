// The speaker notes of the preview's current step, under the player: what the
// presenter view will show for this step, so the author sees where each note lands.
import { useT } from '../../../i18n/react';

export function PreviewNotes({ note }: { note: string }) {
  const t = useT();
  return (
    <section className="editor__notes" aria-labelledby="editor-notes-title">
      <h3 id="editor-notes-title" className="editor__notes-title">
        {t('present.notes')}
      </h3>
      {note ? (
        <p className="editor__notes-text">{note}</p>
      ) : (
        <p className="editor__notes-empty">{t('present.noNotes')}</p>
      )}
    </section>
  );
}

// What the editor's preview plays: the last document the source read into, even while it is being
// retyped (an invalid source keeps the last good one), with its speaker notes by step when the
// deck has any.
import { useEffect, useMemo, useState } from 'react';
import type { ParsedSource } from '../../../kernel/document/editor-source';
import { hasNotes, notesByStep, type SpeakerNotes } from '../../../kernel/document/speaker-notes';
import type { EditPageData } from '../contracts';

export function usePreviewDocument(parsed: ParsedSource, player: EditPageData['player']) {
  const [shown, setShown] = useState(() => (parsed.ok ? parsed.document : player.document));
  const [shownNotes, setShownNotes] = useState<SpeakerNotes>(() => (parsed.ok ? parsed.notes : {}));
  useEffect(() => {
    if (!parsed.ok) return;
    setShown(parsed.document);
    setShownNotes(parsed.notes);
  }, [parsed]);
  // The preview's step shows its speaker notes under the player, when the deck has any.
  const stepNotes = useMemo(
    () => (hasNotes(shownNotes) ? notesByStep(shown, shownNotes) : null),
    [shown, shownNotes],
  );
  const preview = useMemo(() => ({ ...player, document: shown, title: shown.title }), [player, shown]);
  return { shown, stepNotes, preview };
}

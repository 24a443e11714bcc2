// The titles of a document's path steps, for comment headings ("Step 3 · Pricing").
import { useMemo } from 'react';
import type { PresentationDocument } from '../../../kernel/document/document';
import { layoutDocument } from '../../../kernel/document/layout';

export function useStepTitles(
  kind: 'deck' | 'video',
  document: PresentationDocument,
  title: string,
): string[] {
  return useMemo(
    () => (kind === 'video' ? [title] : layoutDocument(document).steps.map((step) => step.title)),
    [kind, document, title],
  );
}

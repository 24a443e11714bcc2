// The deck's own fields: its title, theme and background, each checked against the document's schema.
import type * as Y from 'yjs';
import { DocumentError, problemsOf } from '../../schema-problems';
import type { CanvasDocument } from '../model';
import { CanvasShellSchema } from '../schema';
import { copyOf, edit, metaOf } from './ydoc';

export type CanvasMeta = Pick<CanvasDocument, 'title' | 'theme' | 'background'>;

/** Sets the fields given; a background given as undefined is removed (title and theme are required). */
export function setCanvasMeta(ydoc: Y.Doc, change: Partial<CanvasMeta>) {
  const problems = Object.entries(change).flatMap(([field, value]) => {
    if (!['title', 'theme', 'background'].includes(field)) return [`${field}: is not a field of the deck`];
    if (value === undefined) return field === 'background' ? [] : [`${field}: is required`];
    const schema = CanvasShellSchema.properties[field as keyof CanvasMeta];
    return problemsOf(schema, value, field);
  });
  if (problems.length > 0) throw new DocumentError(problems);
  edit(ydoc, () => {
    const meta = metaOf(ydoc);
    for (const [field, value] of Object.entries(change)) {
      if (value === undefined) meta.delete(field);
      else meta.set(field, copyOf(value));
    }
  });
}

// Make a copy / use a template: a private copy owned by the caller, opened in the editor.
import type { DatabaseHandle } from '../../db/connection';
import type { Presentation } from '../../db/schema';
import type { PresentationDocument } from '../../domain/document';
import { LIMITS } from '../../domain/limits';
import type { TranscriptTopic } from '../../domain/transcript';
import { editPath } from '../presenters/presentation.presenter';
import { createPresentation, type VideoMedia } from './presentation.service';

export async function copyPresentation(
  handle: DatabaseHandle,
  source: Presentation,
  ownerId: number,
): Promise<{ oid: string; redirectUrl: string }> {
  const original = JSON.parse(source.document) as PresentationDocument;
  // The copy's own title says what it is, so the owner can tell it from the original.
  const document = { ...original, title: `Copy of ${original.title}`.slice(0, LIMITS.titleLength) };
  const copy = await createPresentation(handle, {
    ownerId,
    document,
    privacy: 'private',
    tags: JSON.parse(source.tags) as string[],
    descriptionHtml: source.description_html,
    ...(source.kind === 'video' && source.media
      ? {
          video: {
            media: JSON.parse(source.media) as VideoMedia,
            transcript: JSON.parse(source.transcript) as TranscriptTopic,
          },
        }
      : {}),
  });
  return { oid: copy.oid, redirectUrl: editPath(copy) };
}

// Creating presentations: the row, its thumbnail and transcript, its search entry and its first
// share link, in one transaction. Rules that span several tables live here.
import { isListed } from '../../kernel/access/permissions';
import {
  documentPlainText,
  type PresentationDocument,
  schemaVersionOf,
} from '../../kernel/document/document';
import type { Privacy } from '../../kernel/document/import-metadata';
import { layoutDocument } from '../../kernel/document/layout';
import { contentVersion, renderThumbnailSvg, thumbnailInputOf } from '../../kernel/document/thumbnail';
import { type TranscriptTopic, transcriptLines, transcriptOf } from '../../kernel/document/transcript';
import { newOid } from '../../kernel/ids';
import type { VideoMedia } from '../../kernel/media/media';
import { slugify } from '../../kernel/slug';
import type { DatabaseHandle, Db } from '../../platform/db/connection';
import type { Presentation } from '../access';
import { insertViewLink } from '../sharing';
import { insertPresentation } from './presentations.repository';
import { indexPresentation } from './search-index.repository';
import type { SourceFormat } from './tables';

/** How many steps the path has (comments and statistics sit on one of them). A video is one step. */
export function stepCount(p: Pick<Presentation, 'kind' | 'document'>): number {
  if (p.kind === 'video') return 1;
  return layoutDocument(p.document).steps.length;
}

export interface CreatePresentationInput {
  ownerId: number;
  document: PresentationDocument;
  privacy: Privacy;
  tags: string[];
  descriptionHtml: string;
  curated?: boolean;
  templateSlug?: string;
  sourceKey?: string;
  viewLinkId?: string;
  /** A video presentation: the seeded ones have media files, a recording has none here. */
  video?: { media: VideoMedia | null; transcript: TranscriptTopic };
  /** The title when it is not the document's (a recording keeps its deck's document as it was). */
  title?: string;
  /** What the author wrote, kept for the editor. */
  source?: { text: string; format: SourceFormat };
  /** The sha256 of the uploaded PDF of a PDF deck, stored in original_pdfs. */
  originalPdf?: string;
  /** The team it is made in, or none: its owner's own space. */
  teamId?: number | null;
  /** More rows that belong to the new presentation (its media), written in the same transaction. */
  afterInsert?: (trx: Db, row: Presentation) => Promise<void>;
}

export async function createPresentation(
  handle: DatabaseHandle,
  input: CreatePresentationInput,
  now = new Date(),
): Promise<Presentation> {
  const { document } = input;
  const kind = input.video ? 'video' : 'deck';
  const thumbnail = renderThumbnailSvg(thumbnailInputOf(document, kind));
  const transcript = input.video?.transcript ?? transcriptOf(document);
  const at = now.toISOString();
  const title = input.title ?? document.title;
  return handle.db.transaction().execute(async (trx) => {
    const row = await insertPresentation(trx, {
      oid: newOid(),
      owner_id: input.ownerId,
      title,
      slug: slugify(title),
      description_html: input.descriptionHtml,
      kind,
      schema_version: schemaVersionOf(document),
      privacy: input.privacy,
      document,
      transcript,
      tags: input.tags,
      is_template: Boolean(input.templateSlug),
      template_slug: input.templateSlug ?? null,
      curated: Boolean(input.curated),
      thumbnail_svg: thumbnail,
      thumbnail_version: contentVersion(thumbnail),
      media: input.video?.media ?? null,
      source_key: input.sourceKey ?? null,
      original_pdf: input.originalPdf ?? null,
      source: input.source?.text ?? null,
      source_format: input.source?.format ?? null,
      team_id: input.teamId ?? null,
      created_at: at,
      updated_at: at,
    });
    await indexPresentation(trx, handle.dialect, {
      presentationId: row.id,
      title: row.title,
      description: input.descriptionHtml.replace(/<[^>]+>/g, ' '),
      body: input.video ? transcriptLines(transcript).join('\n') : documentPlainText(document),
      tags: input.tags,
      listed: isListed({ privacy: input.privacy, hidden: false }),
    });
    if (input.viewLinkId) {
      await insertViewLink(trx, {
        link_id: input.viewLinkId,
        presentation_id: row.id,
        created_by: input.ownerId,
        created_at: at,
      });
    }
    await input.afterInsert?.(trx, row);
    return row;
  });
}

// The publishing calls ("Create your own" on the dashboard, Make a copy): their shapes are declared
// once, as the TypeBox schemas in schemas.ts (decision 084); this file takes their types from there
// and imports them as types only, so the browser, which loads this file, never loads TypeBox.
import type { Static } from 'typebox';
import { endpoints } from '../../kernel/endpoint';
import type * as schemas from './schemas';

/** What every create call answers (POST /api/v4/presentations/…): the new presentation, and where to edit it. */
export type Published = Static<typeof schemas.Published>;

/** What Make a copy answers (POST /api/v4/presentation/{oid}/copy/): the copy, opened in the editor. */
export type CopyResult = Static<typeof schemas.CopyResult>;

/** What a blank presentation starts as: a canvas deck, or a Markdown deck for the source editor. */
export type BlankKind = NonNullable<Static<typeof schemas.BlankBody>['kind']>;

/** What an import answers (POST /api/v4/presentations/import/): the new deck and the import's report. */
export type Imported = Static<typeof schemas.Imported>;

/** A stored import report (GET /api/v4/presentation/{oid}/import-report/). */
export type StoredImportReport = Static<typeof schemas.StoredImportReport>;

/** A template in the create panel's list. */
export type TemplateCard = Static<typeof schemas.TemplateCard>;

/**
 * The publishing calls: method and path, plain data the browser's calls and the routes share.
 * Their schemas are schemas.ts's publishingSchemas, entry by entry. `source` and `pdf` are sent
 * with upload progress (ui/upload.ts), `pdf` (and `import`) as multipart; both take their path from here.
 */
export const publishingApi = endpoints<typeof schemas.publishingSchemas>()({
  source: { method: 'POST', path: '/api/v4/presentations/' },
  blank: { method: 'POST', path: '/api/v4/presentations/blank/' },
  template: { method: 'POST', path: '/api/v4/presentations/template/' },
  pdf: { method: 'POST', path: '/api/v4/presentations/pdf/' },
  import: { method: 'POST', path: '/api/v4/presentations/import/' },
  importReport: { method: 'GET', path: '/api/v4/presentation/:oid/import-report/' },
  templates: { method: 'GET', path: '/api/v4/presentations/templates/' },
  copy: { method: 'POST', path: '/api/v4/presentation/:oid/copy/' },
});

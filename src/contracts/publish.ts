// What every create call answers (POST /api/v4/presentations/…): where the new presentation is,
// and where to edit it.

export interface Published {
  oid: string;
  path: string;
  editUrl: string;
}

/** What Make a copy answers (POST /api/v4/presentation/{oid}/copy/): the copy, opened in the editor. */
export interface CopyResult {
  oid: string;
  redirectUrl: string;
}

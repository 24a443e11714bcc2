// The one error an import refuses a file with. Its code is stable, so the upload route can map it to
// a response and the page to a translated message; the message is plain English for logs and tests.

export type PptxErrorCode = 'not-a-pptx' | 'too-large' | 'too-many-slides' | 'malformed';

export class PptxError extends Error {
  constructor(
    readonly code: PptxErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PptxError';
  }
}

// Types only: what keeps a share link's gate shut, as its password page and its code page name it.
// The error plugin answers each with its status, and the pages say it in words.

/** What the link's form (password, e-mail address) could not get past. */
export type LinkFormProblem =
  | 'wrongPassword'
  | 'badEmail'
  | 'domainNotAllowed'
  | 'sendFailed'
  | 'tooManyCodes'
  | 'tooManyTries'
  | 'codeMissing';

/** What the e-mailed code's page says went wrong, or that a new code was sent. */
export type LinkCodeProblem =
  | 'wrongCode'
  | 'badCode'
  | 'void'
  | 'expired'
  | 'resent'
  | 'throttled'
  | 'sendFailed';

// Who a comment mentions: `@username` where a username may start (the start of the text or after
// anything but a letter, digit or one of a username's own characters, so an e-mail address such as
// ana@example.org mentions no one). Usernames are matched as accounts store them (lower case), a
// sentence's full stop after a name is not part of it, each person counts once, and only the first
// `max` distinct names count: the comment's author can never make it mail a crowd. Pure, so the
// browser's mention list and the server agree on what a mention is.

/** A username as accounts allow it (account.service.ts): lower-case letters, digits, `.`, `_`, `-`. */
const MENTION = /(^|[^A-Za-z0-9._@-])@([A-Za-z0-9][A-Za-z0-9._-]*)/g;

export function mentionedUsernames(body: string, max: number): string[] {
  const found: string[] = [];
  for (const match of body.matchAll(MENTION)) {
    const username = match[2]!.replace(/[._-]+$/, '').toLowerCase();
    if (username === '' || found.includes(username)) continue;
    found.push(username);
    if (found.length >= max) break;
  }
  return found;
}

/**
 * The mention being typed at the caret, for the list of people to offer: the text after the last
 * `@` that starts a mention, up to the caret, or null when the caret is not in one.
 */
export function mentionAtCaret(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|[^A-Za-z0-9._@-])@([A-Za-z0-9._-]*)$/.exec(before);
  if (!match) return null;
  const query = match[2]!;
  return { start: caret - query.length - 1, query: query.toLowerCase() };
}

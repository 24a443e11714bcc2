// Tags as people type them ("Design Ops", "#UX", "ux") become one tidy form ("design-ops", "ux"):
// lower case, words joined by hyphens, letters and digits of any script, no duplicates.
import { LIMITS } from './limits';

export function normalizeTag(raw: string): string {
  return raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^\p{L}\p{N}-]+/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface TagCheck {
  tags: string[];
  /** What is wrong, in words a person can act on; empty when the tags are fine. */
  problems: string[];
}

export function checkTags(raw: readonly string[]): TagCheck {
  const tags: string[] = [];
  const problems: string[] = [];
  for (const entry of raw) {
    if (entry.trim() === '') continue;
    const tag = normalizeTag(entry);
    if (tag === '') problems.push(`The tag "${entry}" has no letters or digits.`);
    else if (tag.length > LIMITS.tagLength)
      problems.push(`The tag "${tag}" is longer than ${LIMITS.tagLength} characters.`);
    else if (!tags.includes(tag)) tags.push(tag);
  }
  if (tags.length > LIMITS.tagsPerPresentation)
    problems.push(`A presentation can have at most ${LIMITS.tagsPerPresentation} tags.`);
  return { tags, problems };
}

/** "design, ux research" → ["design", "ux research"]: the tag field's comma-separated text. */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

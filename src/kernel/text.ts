// Text a database can store: PostgreSQL refuses U+0000 in text, and an unpaired surrogate is not
// Unicode at all (it cannot be encoded as UTF-8). Such text is refused where it enters.

/** No U+0000 and no unpaired surrogate. */
export const isStorableText = (text: string): boolean => !text.includes('\u0000') && text.isWellFormed();

/** The first string in a parsed value (keys included) that is not storable text, if any. */
export function findUnstorableText(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : value;
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  // A raw body (a picture's bytes) holds no text, and walking its millions of indices would cost
  // as much memory as the upload many times over.
  if (ArrayBuffer.isView(value)) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findUnstorableText(item, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return key;
    const found = findUnstorableText(item, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

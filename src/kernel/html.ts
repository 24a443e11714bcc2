// Text placed inside HTML we write as a string (server pages, the embed code people copy).

/** Escapes the five characters that could end an attribute or open a tag. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

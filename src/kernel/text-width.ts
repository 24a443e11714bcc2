// How wide a line of text is drawn, for layouts that cannot measure (the frame fitter, the SVG
// thumbnail). The unit is an average Latin glyph, about 0.55 em. East Asian wide characters (CJK
// ideographs, kana, Hangul, full-width forms, CJK punctuation, most emoji) are a whole em each:
// counted as one unit, a Japanese sentence was estimated at half its width and ran into its frame.

/** An average narrow glyph, in ems: a little generous, since words never fill a line exactly. */
export const NARROW_GLYPH_EM = 0.55;
/** A wide glyph is a full em: this many narrow glyphs. */
const WIDE_GLYPH_UNITS = 1 / NARROW_GLYPH_EM;

/** East Asian Width W and F (UAX #11), in the blocks that occur in titles and text. */
const WIDE_CHARACTERS =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe10-\ufe19\ufe30-\ufe6f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]/gu;
const WIDE_CHARACTER = new RegExp(WIDE_CHARACTERS.source, 'u');

const WIDE_OR_NARROW_RUN = new RegExp(`${WIDE_CHARACTERS.source}|(?:(?!${WIDE_CHARACTERS.source}).)+`, 'gsu');

export const isWide = (character: string): boolean => WIDE_CHARACTER.test(character);

/**
 * The pieces of a word that a line may break between: each wide character alone (CJK is written
 * without spaces and breaks between any two characters), runs of narrow ones whole.
 */
export const breakablePieces = (word: string): string[] => word.match(WIDE_OR_NARROW_RUN) ?? [];

/** The text's drawn width in average narrow glyphs: its length, wide characters counted wider. */
export function glyphWidth(text: string): number {
  let width = text.length;
  for (const wide of text.match(WIDE_CHARACTERS) ?? []) width += WIDE_GLYPH_UNITS - wide.length;
  return width;
}

/** The longest start of the text no wider than `width` narrow glyphs. */
export function clipToWidth(text: string, width: number): string {
  let kept = '';
  for (const character of text) {
    if (glyphWidth(kept + character) > width) break;
    kept += character;
  }
  return kept;
}

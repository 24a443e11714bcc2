// The fonts of generated PDFs, embedded so the text is real, selectable text:
// DejaVu Sans (Latin, Greek, Cyrillic; free licence) from the dejavu-fonts-ttf package, and for
// Chinese and Japanese text IPA Gothic when the system has it (Debian's fonts-ipafont-gothic).
// Without DejaVu the PDF falls back to the standard Helvetica, which only covers Western European
// text; without a CJK font, CJK characters are drawn in DejaVu, which has no glyphs for them.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface PdfFonts {
  /** A TTF path, or the name of a standard PDF font. */
  regular: string;
  bold: string;
  /** A TTF path for CJK text, when one was found. */
  cjk: string | null;
}

const CJK_FONTS = [
  '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf',
  '/usr/share/fonts/truetype/fonts-japanese-gothic.ttf',
];

function dejaVuDir(): string | null {
  try {
    const dir = path.join(
      path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
      'ttf',
    );
    return existsSync(path.join(dir, 'DejaVuSans.ttf')) ? dir : null;
  } catch {
    return null;
  }
}

let found: PdfFonts | undefined;

/** Looked up once per process. */
export function pdfFonts(): PdfFonts {
  if (found) return found;
  const dir = dejaVuDir();
  found = {
    regular: dir ? path.join(dir, 'DejaVuSans.ttf') : 'Helvetica',
    bold: dir ? path.join(dir, 'DejaVuSans-Bold.ttf') : 'Helvetica-Bold',
    cjk: CJK_FONTS.find((file) => existsSync(file)) ?? null,
  };
  return found;
}

/** Han, kana and Hangul: drawn in the CJK font when there is one. */
export const hasCjk = (text: string) =>
  /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(text);

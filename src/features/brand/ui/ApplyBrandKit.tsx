// The editor's "Apply brand kit": with a published kit (the team's for a team
// presentation, the person's own otherwise) it sets the source's theme to `brand`; the preview
// shows the kit at once and Save keeps it. Without one, a link to where the kit is made.
import { useState } from 'react';
import { useT } from '../../../i18n/react';
import type { EditorFormat } from '../../../kernel/document/editor-source';
import { sourceWithTheme } from '../../../kernel/document/source-theme';
import type { EditorBrand } from '../contracts';

export interface ApplyBrandKitProps {
  brand: EditorBrand | null;
  source: { text: string; format: EditorFormat };
  onApply: (text: string) => void;
}

export function ApplyBrandKit({ brand, source, onApply }: ApplyBrandKitProps) {
  const t = useT();
  const [applied, setApplied] = useState(false);
  if (!brand) return null;
  if (!brand.published) {
    return (
      <a className="button" href={brand.kitPath}>
        {t('brand.kitLink')}
      </a>
    );
  }
  const apply = () => {
    const text = sourceWithTheme(source.text, source.format, 'brand');
    if (text === null) return;
    onApply(text);
    setApplied(true);
  };
  return (
    <>
      <button type="button" className="button" onClick={apply}>
        {t('brand.apply')}
      </button>
      {applied ? (
        <span className="editor__brand-note" role="status">
          {t('brand.applied')}
        </span>
      ) : null}
    </>
  );
}

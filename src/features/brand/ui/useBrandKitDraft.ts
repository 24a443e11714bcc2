// A brand kit being edited: the draft's colours and fonts as typed, what the preview shows while a
// colour is half typed, the text's contrast, and the kit's actions (save the draft, publish,
// unpublish, the logo), one at a time with a status. Publishing and unpublishing are sent to
// analytics once the server has done them.
import { type ChangeEvent, useState } from 'react';
import { useT } from '../../../i18n/react';
import { track } from '../../../lib/telemetry';
import { useAction } from '../../../ui-kit/actions/useAction';
import type { BrandKitData, BrandKitScope } from '../contracts';
import {
  BRAND_COLOR_NAMES,
  type BrandColorName,
  type BrandFontId,
  type BrandStyle,
  contrastRatio,
  isHexColor,
} from '../rules';
import type { BrandKitApi } from './brand-api';

export type Colors = Record<BrandColorName, string>;

const sameStyle = (a: BrandStyle, b: BrandStyle) =>
  a.headingFont === b.headingFont &&
  a.bodyFont === b.bodyFont &&
  BRAND_COLOR_NAMES.every((name) => a.colors[name].toLowerCase() === b.colors[name].toLowerCase());

export function useBrandKitDraft(scope: BrandKitScope, initialKit: BrandKitData, api: BrandKitApi) {
  const t = useT();
  const [kit, setKit] = useState(initialKit);
  const [colors, setColors] = useState<Colors>(initialKit.draft.colors);
  const [headingFont, setHeadingFont] = useState<BrandFontId>(initialKit.draft.headingFont);
  const [bodyFont, setBodyFont] = useState<BrandFontId>(initialKit.draft.bodyFont);
  const { status, run, busy } = useAction();
  const teamField = scope.kind === 'team' ? { team_id: scope.tid } : {};

  const valid = BRAND_COLOR_NAMES.every((name) => isHexColor(colors[name]));
  const style: BrandStyle = { colors, headingFont, bodyFont };
  // While a colour is being typed the preview keeps the kit's last whole colour for it.
  const shown: BrandStyle = {
    ...style,
    colors: Object.fromEntries(
      BRAND_COLOR_NAMES.map((name) => [
        name,
        isHexColor(colors[name]) ? colors[name] : kit.draft.colors[name],
      ]),
    ) as Colors,
  };
  const contrast = contrastRatio(shown.colors.text, shown.colors.background);
  const dirty = !sameStyle(style, kit.draft);
  const publishedDiffers = kit.published !== null && (dirty || !sameStyle(kit.draft, kit.published));

  const setColor = (name: BrandColorName, value: string) =>
    setColors((current) => ({ ...current, [name]: value.trim() }));
  const saveDraft = () => api.save({ colors, headingFont, bodyFont });

  const save = () =>
    run(async () => {
      setKit(await saveDraft());
      return t('brand.saved');
    });
  const publish = () =>
    run(async () => {
      if (dirty || kit.updatedAt === null) await saveDraft();
      setKit(await api.publish());
      // Sent once the server has published it.
      track('BrandKitPublished', teamField);
      return t('brand.published');
    });
  const unpublish = () =>
    run(async () => {
      setKit(await api.unpublish());
      track('BrandKitUnpublished', teamField);
      return t('brand.unpublished');
    });
  const uploadLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void run(async () => {
      setKit(await api.uploadLogo(file));
      return t('brand.saved');
    });
  };
  const removeLogo = () =>
    run(async () => {
      setKit(await api.removeLogo());
      return t('brand.saved');
    });

  return {
    kit,
    draft: { colors, headingFont, bodyFont, setColor, setHeadingFont, setBodyFont },
    shown,
    contrast,
    valid,
    publishedDiffers,
    status,
    busy,
    actions: { save, publish, unpublish, uploadLogo, removeLogo },
  };
}

// The element tree of every page, the same on the server (renderToString) and in the browser
// (hydrateRoot): the page in its language, and the mark browser tests wait for.
import { type ComponentType, useEffect } from 'react';
import { I18nRoot, type PageI18n } from '../../i18n/react';
import { HydrateLater } from '../../ui-kit/common/HydrateLater';

/**
 * Marks the document once React has hydrated all of it, so browser tests know the page is live.
 * Parts of a page hydrate after its shell (HydrateLater); this mark is such a part, last in the
 * page, and React makes those parts live together.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function PageRoot<P extends object>({
  i18n,
  Page,
  props,
}: {
  i18n: PageI18n;
  Page: ComponentType<P>;
  props: P;
}) {
  return (
    <I18nRoot i18n={i18n}>
      <Page {...props} />
      <HydrateLater>
        <HydratedMark />
      </HydrateLater>
    </I18nRoot>
  );
}

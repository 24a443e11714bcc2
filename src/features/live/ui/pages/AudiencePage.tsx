// The audience window's page (/p/{oid}/present/audience/): the player alone.

import type { PageProps } from '../../../../kernel/site';
import type { AudiencePageData } from '../../present.contracts';
import { AudienceView } from '../present/AudienceView';

export default function AudiencePage({ presentation, player }: PageProps & AudiencePageData) {
  return (
    <main>
      <AudienceView oid={presentation.oid} player={player} />
    </main>
  );
}

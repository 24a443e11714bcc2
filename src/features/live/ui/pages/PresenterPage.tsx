// The presenter view's page (/p/{oid}/present/): no site header, the whole window
// for presenting, with the live-session panel in its side column: once live,
// every move, from either window, goes to the audience.

import type { PageProps } from '../../../../kernel/site';
import type { PresenterPageData } from '../../present.contracts';
import { PresenterLivePanel } from '../PresenterLivePanel';
import { PresenterView, type PresenterViewProps } from '../present/PresenterView';

export type PresenterPageProps = PageProps &
  PresenterPageData &
  Pick<PresenterViewProps, 'livePanel' | 'onStepChange'>;

export default function PresenterPage({
  site,
  presentation,
  player,
  notes,
  audiencePath,
  ...live
}: PresenterPageProps) {
  return (
    <main>
      <PresenterView
        oid={presentation.oid}
        title={presentation.title}
        player={player}
        notes={notes}
        audiencePath={audiencePath}
        viewPath={presentation.path}
        lang={site.lang}
        livePanel={
          live.livePanel ??
          ((current, goTo) => <PresenterLivePanel oid={presentation.oid} step={current.step} onStep={goTo} />)
        }
        onStepChange={live.onStepChange}
      />
    </main>
  );
}

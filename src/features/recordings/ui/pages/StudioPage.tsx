// The recording studio's page (/video/new/): with a deck, the studio on it; without
// one, the decks the signed-in person may edit, to pick the one to record over.

import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import type { StudioPageData } from '../../studio.contracts';
import { StudioView, type StudioViewProps } from '../studio/StudioView';
import '../studio/StudioView.css';

export type StudioPageProps = PageProps &
  StudioPageData &
  Partial<
    Pick<StudioViewProps, 'media' | 'network' | 'loadPlayer' | 'countdownSeconds' | 'navigate' | 'objectUrl'>
  >;

export default function StudioPage({
  site,
  deck,
  player,
  decks,
  limits,
  retake,
  ...testing
}: StudioPageProps) {
  const t = useT();
  return (
    <>
      <SiteHeader site={site} />
      <main>
        {deck && player ? (
          <StudioView deck={deck} player={player} limits={limits} retake={retake} {...testing} />
        ) : (
          <div className="page studio-picker">
            <h1>{t('studio.heading')}</h1>
            <p>{t('studio.pickIntro')}</p>
            {decks.length > 0 ? (
              <ul className="studio-picker__list" aria-label={t('studio.pickList')}>
                {decks.map((choice) => (
                  <li key={choice.oid}>
                    <a href={choice.studioPath}>{choice.title}</a>
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                {t('studio.pickEmpty')} <a href="/dashboard/next/">{t('studio.dashboard')}</a>
              </p>
            )}
          </div>
        )}
      </main>
    </>
  );
}

// The audience's page of a live session, /live/{code}/: the player
// following the presenter, the viewer count, reactions and questions. The stream's first message
// (and the first after every reconnection) is the whole state, so a viewer who lost the connection
// catches up by itself.
import { useCallback, useState } from 'react';
import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import type { PlayerImporter } from '../../../../ui-kit/player-host/player-types';
import type { LiveEvent, LivePageData } from '../../contracts';
import { FloatingReactions } from '../FloatingReactions';
import { LiveQuestions } from '../LiveQuestions';
import { LiveStage } from '../LiveStage';
import { type LiveClient, liveClient } from '../live-client';
import { ReactionBar } from '../ReactionBar';
import { useAudienceCalls } from '../useAudienceCalls';
import { useLiveEvents } from '../useLiveEvents';
import { type LiveDataLoader, useLivePlayer } from '../useLivePlayer';
import '../Live.css';

export interface LivePageProps extends PageProps, LivePageData {
  /** Injected in tests. */
  client?: LiveClient;
  createSource?(url: string): EventSource;
  loadPlayer?: PlayerImporter;
  loadData?: LiveDataLoader;
}

export default function LivePage(props: LivePageProps) {
  const { session: initial, talkUrl, isPresenter } = props;
  const client = props.client ?? liveClient;
  const t = useT();
  const [following, setFollowing] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const [everConnected, setEverConnected] = useState(false);
  const onEvent = useCallback((event: LiveEvent) => {
    if (event.type === 'state') setEverConnected(true);
  }, []);
  const [state, dispatch] = useLiveEvents(initial.code, initial, {
    presenter: isPresenter,
    onEvent,
    createSource: props.createSource,
  });
  const load = useLivePlayer(props.playerDataUrl, !state.ended, attempt, props.loadPlayer, props.loadData);
  const onGone = useCallback((id: number) => dispatch({ type: 'reaction-gone', id }), [dispatch]);
  const onWander = useCallback(() => setFollowing(false), []);
  const { problem, react, ask, vote } = useAudienceCalls(client, initial.code, dispatch);

  const reconnecting = everConnected && !state.connected && !state.ended;
  return (
    <main className="live-page" data-following={following} data-ended={state.ended}>
      <LivePageBar
        title={state.session?.title ?? initial.title}
        ended={state.ended}
        viewers={state.viewers}
        following={following}
        onFollow={() => setFollowing(true)}
      />
      {isPresenter ? (
        <p className="live-page__presenter">
          {t('live.youPresent')}{' '}
          <a href={`/p/${encodeURIComponent(initial.oid)}/present/`}>{t('live.presenterView')}</a>
        </p>
      ) : null}
      <div className="live-page__body">
        <div className="live-page__stage">
          <LiveStage
            load={load}
            step={state.step}
            following={following}
            ended={state.ended}
            talkUrl={talkUrl}
            onWander={onWander}
            onRetry={() => setAttempt((a) => a + 1)}
          />
          <FloatingReactions reactions={state.reactions} onGone={onGone} />
          {reconnecting ? (
            <p className="live-page__notice" role="status">
              {t('live.reconnecting')}
            </p>
          ) : null}
        </div>
        <aside className="live-page__side">
          {!state.ended ? <ReactionBar onReact={react} disabled={!state.connected} /> : null}
          {problem ? (
            <p className="live-page__problem" role="alert">
              {problem}
            </p>
          ) : null}
          {state.ended && state.questions.length === 0 ? null : (
            <LiveQuestions
              questions={state.questions}
              ended={state.ended}
              connected={state.connected}
              onAsk={ask}
              onVote={vote}
            />
          )}
        </aside>
      </div>
    </main>
  );
}

interface LivePageBarProps {
  title: string;
  ended: boolean;
  viewers: number;
  following: boolean;
  onFollow: () => void;
}

/** The page's bar: LIVE and the viewer count while it lasts, and the way back to following. */
function LivePageBar({ title, ended, viewers, following, onFollow }: LivePageBarProps) {
  const t = useT();
  return (
    <header className="live-page__bar">
      {!ended ? <span className="live-badge live-badge--live">{t('live.badge')}</span> : null}
      <h1 className="live-page__title">{title}</h1>
      {!ended ? <span className="live-page__viewers">{t('live.viewers', { count: viewers })}</span> : null}
      {!following && !ended ? (
        <button type="button" className="button button--primary live-page__follow" onClick={onFollow}>
          {t('live.follow')}
        </button>
      ) : null}
    </header>
  );
}

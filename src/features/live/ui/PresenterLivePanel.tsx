// The presenter's live panel, self-contained for the presenter view:
// "Go live" starts a session (or finds the open one); then the join code, the join link with a
// Copy button, how many are watching, the reactions, the questions by votes with Answer and Hide,
// and "End session" after a confirmation. While live, each change of `step` goes to the server,
// coalesced (the latest wins, one request in flight).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/react';
import { copyText } from '../../../lib/clipboard';
import type { LiveEvent, LiveQuestion, LiveSessionData } from '../contracts';
import { FloatingReactions } from './FloatingReactions';
import { type LiveClient, liveClient } from './live-client';
import { QuestionList } from './QuestionList';
import { useLiveEvents } from './useLiveEvents';
import { useLiveSteps } from './useLiveSteps';
import './Live.css';

export interface PresenterLivePanelProps {
  oid: string;
  /** The presenter's current step, 0-based. */
  step: number;
  /** The step the server holds when the panel finds an open session (to resume there). */
  onStep?(step: number): void;
  /** Injected in tests. */
  client?: LiveClient;
  createSource?(url: string): EventSource;
  copy?(text: string): Promise<boolean>;
}

export function PresenterLivePanel(props: PresenterLivePanelProps) {
  const { oid, step } = props;
  const client = props.client ?? liveClient;
  const t = useT();
  const [session, setSession] = useState<LiveSessionData | null>(null);
  /** Found open when the panel appeared: the audience stays where it is until the presenter moves. */
  const [resumed, setResumed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const onStep = useRef(props.onStep);
  onStep.current = props.onStep;
  useEffect(() => {
    let live = true;
    client.openSession(oid).then(
      (answer) => {
        if (!live || !answer.session) return;
        setResumed(true);
        setSession(answer.session);
        onStep.current?.(answer.session.step);
      },
      () => {}, // not live: the Go live button is there
    );
    return () => {
      live = false;
    };
    // Once per talk: the open session, if any, when the panel appears.
  }, [oid, client]);

  const start = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setResumed(false);
      setSession(await client.start(oid));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="live-panel" aria-labelledby="live-panel-title">
      <h2 id="live-panel-title" className="live-panel__title">
        {t('live.panel.title')}
      </h2>
      {session ? (
        <LiveSessionPanel
          key={session.code}
          session={session}
          step={step}
          client={client}
          createSource={props.createSource}
          copy={props.copy}
          onAgain={start}
          busy={busy}
          resumed={resumed}
        />
      ) : (
        <>
          <p className="live-panel__intro">{t('live.panel.intro')}</p>
          <button type="button" className="button button--primary" onClick={start} disabled={busy}>
            {busy ? t('live.panel.starting') : t('live.panel.goLive')}
          </button>
        </>
      )}
      {failed ? (
        <p className="live-panel__problem" role="alert">
          {t('live.failed')}
        </p>
      ) : null}
    </section>
  );
}

interface SessionPanelProps {
  session: LiveSessionData;
  step: number;
  client: LiveClient;
  createSource?(url: string): EventSource;
  copy?(text: string): Promise<boolean>;
  onAgain(): void;
  busy: boolean;
  resumed: boolean;
}

function LiveSessionPanel(props: SessionPanelProps) {
  const { session, step, client, createSource, copy, onAgain, busy } = props;
  const t = useT();
  // "Reconnecting" is for a connection that was there: not for the first one being made.
  const [everConnected, setEverConnected] = useState(false);
  const onEvent = useCallback((event: LiveEvent) => {
    if (event.type === 'state') setEverConnected(true);
  }, []);
  const [state, dispatch] = useLiveEvents(session.code, session, { presenter: true, createSource, onEvent });
  const [problem, setProblem] = useState(false);
  const ended = state.ended;
  useLiveSteps(client, session.code, step, props.resumed, ended);
  const onGone = useCallback((id: number) => dispatch({ type: 'reaction-gone', id }), [dispatch]);

  const moderate = (question: LiveQuestion, action: 'answer' | 'hide' | 'reopen') => {
    client.moderate(session.code, question.id, action).then(
      (answer) => dispatch({ type: 'own-question', question: answer }),
      () => setProblem(true),
    );
  };
  const end = () => {
    client.end(session.code).then(
      () => dispatch({ type: 'event', event: { type: 'ended' } }),
      () => setProblem(true),
    );
  };

  if (ended)
    return (
      <div className="live-panel__ended">
        <p>{t('live.panel.ended')}</p>
        <button type="button" className="button button--primary" onClick={onAgain} disabled={busy}>
          {t('live.panel.again')}
        </button>
      </div>
    );
  return (
    <div className="live-panel__session">
      {/* Stays at the top of the side column while the questions scroll under it (Live.css). */}
      <div className="live-panel__head" data-testid="live-panel-head">
        <JoinDetails session={session} copy={copy} />
        <p className="live-panel__viewers">
          <span className="live-badge live-badge--live">{t('live.badge')}</span>{' '}
          {t('live.viewers', { count: state.viewers })}
          {everConnected && !state.connected ? (
            <span className="live-panel__reconnecting"> · {t('live.reconnecting')}</span>
          ) : null}
        </p>
      </div>
      <div className="live-panel__reactions">
        <FloatingReactions reactions={state.reactions} onGone={onGone} />
      </div>
      <section className="live-questions" aria-labelledby="live-panel-questions">
        <h3 id="live-panel-questions" className="live-questions__title">
          {t('live.questions')}
        </h3>
        <QuestionList questions={state.questions} onModerate={moderate} />
      </section>
      {problem ? (
        <p className="live-panel__problem" role="alert">
          {t('live.failed')}
        </p>
      ) : null}
      <EndSession onEnd={end} />
    </div>
  );
}

/** The join code and the join link, with a Copy button that says when it copied. */
function JoinDetails({ session, copy }: Pick<SessionPanelProps, 'session' | 'copy'>) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copyLink = async () => {
    setCopied(await (copy ?? copyText)(session.joinUrl));
  };
  return (
    <div className="live-panel__join">
      <p className="live-panel__label">{t('live.panel.code')}</p>
      <p className="live-panel__code">{session.code}</p>
      <p className="live-panel__label">{t('live.panel.link')}</p>
      <div className="live-panel__link">
        <input
          readOnly
          value={session.joinUrl}
          aria-label={t('live.panel.link')}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="button" onClick={copyLink}>
          {copied ? t('live.panel.copied') : t('live.panel.copy')}
        </button>
      </div>
    </div>
  );
}

/** "End session", confirmed before it ends the session for everyone. */
function EndSession({ onEnd }: { onEnd(): void }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const end = () => {
    setConfirming(false);
    onEnd();
  };
  return confirming ? (
    <div className="live-panel__confirm" role="alertdialog" aria-labelledby="live-panel-confirm">
      <p id="live-panel-confirm">{t('live.panel.endConfirm')}</p>
      <button type="button" className="button button--danger" onClick={end}>
        {t('live.panel.endYes')}
      </button>
      <button type="button" className="button" onClick={() => setConfirming(false)}>
        {t('live.panel.cancel')}
      </button>
    </div>
  ) : (
    <button type="button" className="button live-panel__end" onClick={() => setConfirming(true)}>
      {t('live.panel.end')}
    </button>
  );
}

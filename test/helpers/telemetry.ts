// Factories for what the browser libraries send: a log record and an analytics envelope.
export function buildLogRecord(overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    msg: 'player loaded',
    levelname: 'INFO',
    levelno: 20,
    name: 'debug',
    current_time: now,
    created: now / 1000,
    msecs: now % 1000,
    client_datetime: new Date(now).toISOString(),
    relativeCreated: 0,
    _category: 'website',
    source: 'viewer',
    platform: 'website',
    session_id: 'session-1',
    object: null,
    _object: null,
    _action: null,
    trigger: null,
    prezi_id: 'abcdefghijkl',
    ...overrides,
  };
}

export function buildEnvelope(body: Record<string, unknown> = {}, core: Record<string, unknown> = {}) {
  return {
    core: {
      type: 'web-script',
      schema_id: 1012,
      client_time: Date.now(),
      event_source: 'Js',
      event_type: 'LoadedPublicViewPage',
      ...core,
    },
    event_source: { single_page_session_id: '9b2f5c1e-0c1a-4f7e-8a3e-7f1d2c3b4a59' },
    platform: {
      type: 'Web',
      putma_id: '',
      referer: 'http://localhost/',
      url: 'http://localhost/p/abcdefghijkl/talk/',
    },
    user: { session_id: '1f0c2b7a-3d4e-4f5a-9b6c-7d8e9f0a1b2c' },
    body: { event_name: 'LoadedPublicViewPage', prezi_oid: 'abcdefghijkl', ...body },
  };
}

/** The playthrough events the view page sends about one presentation (ViewPage.tsx). */
export const playthrough = {
  started: (oid: string, stepCount = 4) =>
    buildEnvelope({ event_name: 'PresentationStarted', prezi_oid: oid, step_count: stepCount }),
  /** A step reached; `revisit` when this playthrough had reached it before. */
  step: (oid: string, stepIndex: number, msOnPreviousStep: number, revisit = false) =>
    buildEnvelope({
      event_name: 'StepReached',
      prezi_oid: oid,
      step_index: stepIndex,
      ms_on_previous_step: msOnPreviousStep,
      ...(revisit ? { revisit } : {}),
    }),
  completed: (oid: string, stepCount = 4, durationMs = 60_000) =>
    buildEnvelope({
      event_name: 'PresentationCompleted',
      prezi_oid: oid,
      step_count: stepCount,
      duration_ms: durationMs,
    }),
};

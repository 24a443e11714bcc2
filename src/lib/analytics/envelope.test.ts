import { describe, expect, it } from 'vitest';
import { buildEnvelope, type EnvelopeContext } from './envelope';

const CONTEXT: EnvelopeContext = {
  now: 1768471200123,
  pageSessionId: '11111111-1111-4111-8111-111111111111',
  sessionId: '22222222-2222-4222-8222-222222222222',
  putmaId: 'putma-42',
  referer: 'https://search.example/',
  url: 'https://podium.example/p/abc123def456/deck/',
};

describe('buildEnvelope', () => {
  it('wraps the fields in core, event_source, platform, user and body', () => {
    expect(
      buildEnvelope(
        'StepReached',
        { prezi_oid: 'abc123def456', step_index: 3, ms_on_previous_step: 4200 },
        CONTEXT,
      ),
    ).toStrictEqual({
      core: {
        type: 'web-graphics',
        schema_id: 2003,
        client_time: 1768471200123,
        event_source: 'Webgl',
        event_type: 'StepReached',
      },
      event_source: { single_page_session_id: '11111111-1111-4111-8111-111111111111' },
      platform: {
        type: 'Web',
        putma_id: 'putma-42',
        referer: 'https://search.example/',
        url: 'https://podium.example/p/abc123def456/deck/',
      },
      user: { session_id: '22222222-2222-4222-8222-222222222222' },
      body: {
        event_name: 'StepReached',
        prezi_oid: 'abc123def456',
        step_index: 3,
        ms_on_previous_step: 4200,
      },
    });
  });

  it('takes family, schema id and source from the registry', () => {
    const core = buildEnvelope('WebPreziAirWeb', { prezi_oid: 'abc123def456' }, CONTEXT).core;
    expect([core.type, core.schema_id, core.event_source]).toEqual(['video-app', 3001, 'PreziAirWeb']);
  });

  it('has a body of event_name alone for events without fields', () => {
    expect(buildEnvelope('ClickLogo', {}, CONTEXT).body).toStrictEqual({ event_name: 'ClickLogo' });
  });

  it('never lets a field relabel the event', () => {
    const fields = { event_name: 'Unlike' } as unknown as { prezi_oid: string };
    expect(buildEnvelope('Like', fields, CONTEXT).body.event_name).toBe('Like');
  });
});

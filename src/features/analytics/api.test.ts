// @vitest-environment jsdom
// The telemetry beacons are declared once (decision 084): each entry of the table names in its
// path the parameters its schema checks (none), the statistics UI builds no API address of its own,
// and the beacons still go to the addresses the server has always answered (pages already open in
// browsers send to them).
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itHoldsTheEndpointRules } from '../../../test/helpers/endpoint-table';
import { sendVisitBeacon } from '../../player/step-clock';
import { telemetryApi } from './contracts';
import { telemetrySchemas } from './telemetry.schemas';

describe('the telemetry beacons', () => {
  itHoldsTheEndpointRules(telemetryApi, telemetrySchemas, path.join(import.meta.dirname, 'ui'));

  afterEach(() => vi.unstubAllGlobals());

  it('keep their methods and addresses', () => {
    const sent = Object.entries(telemetryApi).map(([name, { method, path }]) => [name, `${method} ${path}`]);
    expect(Object.fromEntries(sent)).toEqual({
      events: 'POST /api/analytics/',
      eventsFallback: 'POST /api/analytics/fallback/',
      log: 'POST /api/log/',
      visit: 'POST /api/v4/visits/',
    });
  });

  it("sends a visit's step times to the visit route", () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    sendVisitBeacon({ visitId: 'v'.repeat(16), steps: [{ step: 0, ms: 1200 }] });
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith(
      '/api/v4/visits/',
      expect.stringContaining('"ms":1200'),
    );
  });
});

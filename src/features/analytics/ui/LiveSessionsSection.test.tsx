// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { durationMinutes, LiveSessionsSection } from './LiveSessionsSection';
import { statsFormat } from './stats-data';

afterEach(cleanup);

const session = {
  code: 'k3x9q2',
  startedAt: '2026-11-20T10:00:00.000Z',
  endedAt: '2026-11-20T10:42:10.000Z',
  viewers: 1234,
  peakViewers: 980,
  reactions: 57,
  questions: 12,
};

describe('LiveSessionsSection', () => {
  it('lists each session with its date, duration, viewers, peak, reactions and questions', () => {
    renderWithI18n(
      <LiveSessionsSection
        sessions={[{ ...session, code: 'abcdef', endedAt: null }, session]}
        format={statsFormat('en')}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Live sessions' })).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Live now');
    expect([...rows[2]!.querySelectorAll('th,td')].map((c) => c.textContent)).toEqual([
      'Nov 20, 2026',
      '42 min',
      '1,234',
      '980',
      '57',
      '12',
    ]);
  });

  it('is left out when the talk was never presented live', () => {
    renderWithI18n(<LiveSessionsSection sessions={[]} format={statsFormat('en')} />);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('rounds the duration to whole minutes, at least one', () => {
    expect(durationMinutes({ startedAt: session.startedAt, endedAt: '2026-11-20T10:00:05.000Z' })).toBe(1);
    expect(durationMinutes({ startedAt: session.startedAt, endedAt: null })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { buildLogRecord } from './log-record';

const NOW = Date.UTC(2026, 0, 15, 10, 0, 0, 123); // 1768471200123

describe('buildLogRecord', () => {
  it('fills every default around the message', () => {
    expect(buildLogRecord('INFO', { msg: 'viewer loaded' }, 'view-page', NOW)).toStrictEqual({
      current_time: 1768471200123,
      created: 1768471200.123,
      msecs: 123,
      client_datetime: '2026-01-15T10:00:00.123Z',
      object: null,
      _object: null,
      _action: null,
      trigger: null,
      _category: 'website',
      source: 'view-page',
      levelname: 'INFO',
      name: 'debug',
      levelno: 20,
      relativeCreated: 0,
      msg: 'viewer loaded',
      platform: 'website',
      session_id: '',
    });
  });

  it('uses an empty message when none is given', () => {
    expect(buildLogRecord('WARN', {}, 'view-page', NOW).msg).toBe('');
  });

  it('names the level', () => {
    expect(buildLogRecord('WARN', { msg: 'x' }, 's', NOW).levelname).toBe('WARN');
    expect(buildLogRecord('ERROR', { msg: 'x' }, 's', NOW).levelname).toBe('ERROR');
  });

  it('lets the payload override each default and keeps its extra fields', () => {
    const record = buildLogRecord(
      'ERROR',
      {
        msg: 'like failed',
        object: 'like-button',
        action: 'click',
        trigger: 'user',
        _category: 'viewer',
        source: 'embed',
        name: 'likes',
        levelno: 40,
        relativeCreated: 1532,
        platform: 'mobile-web',
        session_id: 'sess-1',
        prezi_id: 'abc123def456',
        status: 500,
      },
      'view-page',
      NOW,
    );
    expect(record).toStrictEqual({
      msg: 'like failed',
      object: 'like-button',
      action: 'click',
      trigger: 'user',
      _category: 'viewer',
      source: 'embed',
      name: 'likes',
      levelno: 40,
      relativeCreated: 1532,
      platform: 'mobile-web',
      session_id: 'sess-1',
      prezi_id: 'abc123def456',
      status: 500,
      current_time: 1768471200123,
      created: 1768471200.123,
      msecs: 123,
      client_datetime: '2026-01-15T10:00:00.123Z',
      _object: 'like-button',
      _action: 'click',
      levelname: 'ERROR',
    });
  });

  it('keeps _object and _action when the payload gives them under those names', () => {
    const record = buildLogRecord('INFO', { msg: 'm', _object: 'toolbar', _action: 'open' }, 's', NOW);
    expect([record.object, record._object, record._action]).toEqual(['toolbar', 'toolbar', 'open']);
  });

  it('has prezi_id only when given', () => {
    expect('prezi_id' in buildLogRecord('INFO', { msg: 'm' }, 's', NOW)).toBe(false);
    expect('prezi_id' in buildLogRecord('INFO', { msg: 'm', prezi_id: undefined }, 's', NOW)).toBe(false);
    expect(buildLogRecord('INFO', { msg: 'm', prezi_id: 'abc123def456' }, 's', NOW).prezi_id).toBe(
      'abc123def456',
    );
  });

  it('computes the time and level fields whatever the payload says', () => {
    const record = buildLogRecord(
      'INFO',
      { msg: 'm', current_time: 1, levelname: 'DEBUG', msecs: 7 },
      's',
      NOW,
    );
    expect([record.current_time, record.levelname, record.msecs]).toEqual([1768471200123, 'INFO', 123]);
  });

  it("throws 'logMessage is null' for a null message", () => {
    expect(() => buildLogRecord('INFO', { msg: null }, 's', NOW)).toThrow(new Error('logMessage is null'));
  });
});

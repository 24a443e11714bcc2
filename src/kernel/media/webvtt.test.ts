import { describe, expect, it } from 'vitest';
import { parseWebVtt } from './webvtt';

const vtt = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('parseWebVtt', () => {
  it('reads minutes:seconds timings', () => {
    expect(parseWebVtt(vtt('WEBVTT', '', '00:01.500 --> 00:04.000', 'Hello there'))).toEqual([
      { start: 1.5, end: 4, text: 'Hello there' },
    ]);
  });

  it('reads hours:minutes:seconds timings and ignores cue settings', () => {
    expect(
      parseWebVtt(vtt('WEBVTT', '', '01:02:03.250 --> 01:02:05.000 align:start line:90%', 'Later')),
    ).toEqual([{ start: 3723.25, end: 3725, text: 'Later' }]);
  });

  it('skips cue identifiers, notes and the header text, and reads every cue in order', () => {
    const cues = parseWebVtt(
      vtt(
        'WEBVTT - a talk',
        '',
        'NOTE written by hand',
        '',
        'intro',
        '00:00.000 --> 00:02.000',
        'First',
        '',
        '2',
        '00:02.000 --> 00:03.500',
        'Second',
      ),
    );
    expect(cues).toEqual([
      { start: 0, end: 2, text: 'First' },
      { start: 2, end: 3.5, text: 'Second' },
    ]);
  });

  it('joins the lines of a cue and strips tags', () => {
    const cues = parseWebVtt(
      vtt('WEBVTT', '', '00:01.000 --> 00:02.000', '<v Ann>Hello</v> <b>bold</b>', 'world'),
    );
    expect(cues).toEqual([{ start: 1, end: 2, text: 'Hello bold world' }]);
  });

  it('accepts Windows line endings and a byte-order mark', () => {
    expect(parseWebVtt('\uFEFFWEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nHi\r\n')).toEqual([
      { start: 1, end: 2, text: 'Hi' },
    ]);
  });

  it('drops a cue left empty once its tags are gone', () => {
    const cues = parseWebVtt(
      vtt('WEBVTT', '', '00:01.000 --> 00:02.000', '<i></i>', '', '00:03.000 --> 00:04.000', 'Kept'),
    );
    expect(cues).toEqual([{ start: 3, end: 4, text: 'Kept' }]);
  });

  it('rejects a file without the WEBVTT header', () => {
    expect(() => parseWebVtt(vtt('00:01.000 --> 00:02.000', 'Hi'))).toThrow(
      new Error('captions: a WebVTT file starts with "WEBVTT"'),
    );
    expect(() => parseWebVtt(vtt('WEBVTTX', '', '00:01.000 --> 00:02.000', 'Hi'))).toThrow(
      new Error('captions: a WebVTT file starts with "WEBVTT"'),
    );
  });

  it('rejects a file without cues', () => {
    const message =
      'captions: no cues found (a cue is a line like 00:00.000 --> 00:04.000 followed by its text)';
    expect(() => parseWebVtt(vtt('WEBVTT', '', 'NOTE nothing here'))).toThrow(new Error(message));
    expect(() => parseWebVtt('WEBVTT')).toThrow(new Error(message));
  });
});

// A small WebVTT reader: enough to turn captions into a transcript and validate uploads.
export interface Cue {
  start: number;
  end: number;
  text: string;
}

const TIMING = /^((?:\d{2,}:)?\d{2}:\d{2}\.\d{3})\s+-->\s+((?:\d{2,}:)?\d{2}:\d{2}\.\d{3})/;

function seconds(stamp: string): number {
  const parts = stamp.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

export function parseWebVtt(source: string): Cue[] {
  const lines = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  if (!/^WEBVTT(\s|$)/.test(lines[0] ?? '')) throw new Error('captions: a WebVTT file starts with "WEBVTT"');
  const cues: Cue[] = [];
  for (let i = 1; i < lines.length; i++) {
    const match = TIMING.exec(lines[i]!.trim());
    if (!match) continue;
    const text: string[] = [];
    while (i + 1 < lines.length && lines[i + 1]!.trim() !== '') text.push(lines[++i]!.trim());
    const cueText = text
      .join(' ')
      .replace(/<[^>]+>/g, '')
      .trim();
    if (cueText) cues.push({ start: seconds(match[1]!), end: seconds(match[2]!), text: cueText });
  }
  if (cues.length === 0)
    throw new Error(
      'captions: no cues found (a cue is a line like 00:00.000 --> 00:04.000 followed by its text)',
    );
  return cues;
}

/** "00:01.500" for 1.5 s, the stamp a typed cue uses ("01:02:03.000" from an hour on). */
export function vttStamp(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const secs = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${hours > 0 ? `${pad(hours, 2)}:` : ''}${pad(minutes, 2)}:${pad(secs, 2)}.${pad(millis, 3)}`;
}

/** Cues as a WebVTT file, one line of text each ('' when there are none: no captions). */
export function writeWebVtt(cues: Cue[]): string {
  if (cues.length === 0) return '';
  const blocks = cues.map(
    (cue) =>
      `${vttStamp(cue.start * 1000)} --> ${vttStamp(cue.end * 1000)}\n${cue.text.replace(/\s*\n\s*/g, ' ').trim()}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

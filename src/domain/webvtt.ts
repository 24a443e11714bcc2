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

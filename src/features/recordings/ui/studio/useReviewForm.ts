// The studio review's form: the trim (its end short of the recorder's clock), the title and privacy
// (a new take has none of its own), the captions checked line by line, and Publish, refused while
// something is wrong or an upload is under way.
import { type FormEvent, useRef, useState } from 'react';
import type { Privacy } from '../../../../kernel/document/import-metadata';
import type { StudioDeck } from '../../studio.contracts';
import { captionProblems } from './captions-check';
import type { StudioPhase } from './studio-state';
import { readTrim, seconds } from './TrimFields';
import type { PublishForm } from './usePublish';
import type { Recorded } from './useRecorder';

/**
 * The recorder's clock runs a little past the file's last frame (the server measures the file), so
 * the program ends this much before the clock's end.
 */
export const END_MARGIN_MS = 300;

export interface ReviewFormOptions {
  deck: StudioDeck;
  recorded: Recorded | null;
  retake?: boolean;
  phase: StudioPhase;
  onPublish(form: PublishForm): void;
}

export function useReviewForm({ deck, recorded, retake, phase, onPublish }: ReviewFormOptions) {
  const usableMs = recorded ? Math.max(0, Math.floor(recorded.durationMs) - END_MARGIN_MS) : 0;
  const [start, setStart] = useState('0');
  const [end, setEnd] = useState<string | null>(null);
  const [title, setTitle] = useState(deck.title);
  const [privacy, setPrivacy] = useState<Privacy>(deck.privacy);
  const [captions, setCaptions] = useState('');
  const [tried, setTried] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  const endText = end ?? seconds(usableMs);
  const { startMs, endMs, bad: trimBad } = readTrim(start, endText, usableMs);
  const problems = captionProblems(captions);
  const titleBad = !retake && title.trim() === '';
  const busy = phase.name === 'uploading' || phase.name === 'published';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!recorded || trimBad || titleBad || problems.length > 0 || busy) return;
    onPublish({
      title: title.trim(),
      privacy,
      startMs,
      endMs,
      captions: captions.trim() ? captions : '',
    });
  };
  const at = () => seconds((video.current?.currentTime ?? 0) * 1000);

  return {
    usableMs,
    video,
    at,
    trim: { start, end: endText, setStart, setEnd },
    title: { value: title, set: setTitle, bad: titleBad },
    privacy: { value: privacy, set: setPrivacy },
    captions: { value: captions, set: setCaptions, problems },
    tried,
    busy,
    submit,
  };
}

// The import report: per slide, in plain English a person can read ("2 text boxes", "a chart, kept
// as its text"), what was kept, approximated, left for a picture and dropped. English phrases
// rather than codes because the owner reads them as they are today; the UI can translate the
// phrases when it gets a catalogue, and the totals are numbers for a summary line.

export interface SlideReport {
  /** 1-based, in the presentation's order. */
  index: number;
  title: string;
  hidden: boolean;
  kept: string[];
  approximated: string[];
  /** What a later step should render as a picture (charts, SmartArt…); kept as text for now. */
  pictured: string[];
  dropped: string[];
}

export interface ImportReport {
  slides: SlideReport[];
  totals: {
    slides: number;
    hiddenSlides: number;
    elements: number;
    pictures: number;
    approximated: number;
    pictured: number;
    dropped: number;
  };
}

/** What a kept element is called, one and many. */
const NOUNS = {
  text: ['text box', 'text boxes'],
  picture: ['picture', 'pictures'],
  shape: ['shape', 'shapes'],
  table: ['table', 'tables'],
  group: ['group', 'groups'],
  notes: ['speaker notes', 'speaker notes'],
  background: ['background colour', 'background colours'],
} as const;
export type KeptKind = keyof typeof NOUNS;

export interface SlideCollector {
  keep(kind: KeptKind): void;
  approximate(phrase: string): void;
  picture(phrase: string): void;
  drop(phrase: string): void;
  finish(index: number, title: string, hidden: boolean): SlideReport;
}

/** "a chart, kept as its text", or "a chart, kept as its text (3 times)". */
const counted = (counts: Map<string, number>) =>
  [...counts].map(([phrase, n]) => (n === 1 ? phrase : `${phrase} (${n} times)`));

export function slideCollector(): SlideCollector {
  const kept = new Map<KeptKind, number>();
  const lists = { approximated: new Map<string, number>(), pictured: new Map(), dropped: new Map() };
  const add = (map: Map<string, number>, phrase: string) => map.set(phrase, (map.get(phrase) ?? 0) + 1);
  return {
    keep: (kind) => kept.set(kind, (kept.get(kind) ?? 0) + 1),
    approximate: (phrase) => add(lists.approximated, phrase),
    picture: (phrase) => add(lists.pictured, phrase),
    drop: (phrase) => add(lists.dropped, phrase),
    finish: (index, title, hidden) => ({
      index,
      title,
      hidden,
      kept: [...kept].map(([kind, n]) =>
        kind === 'notes' ? 'speaker notes' : n === 1 ? `1 ${NOUNS[kind][0]}` : `${n} ${NOUNS[kind][1]}`,
      ),
      approximated: counted(lists.approximated),
      pictured: counted(lists.pictured),
      dropped: counted(lists.dropped),
    }),
  };
}

export function reportOf(slides: SlideReport[], elements: number, pictures: number): ImportReport {
  const sum = (list: 'approximated' | 'pictured' | 'dropped') =>
    slides.reduce((total, slide) => total + slide[list].length, 0);
  return {
    slides,
    totals: {
      slides: slides.length,
      hiddenSlides: slides.filter((slide) => slide.hidden).length,
      elements,
      pictures,
      approximated: sum('approximated'),
      pictured: sum('pictured'),
      dropped: sum('dropped'),
    },
  };
}

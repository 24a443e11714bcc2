// The import report: per slide, what was kept (counted by kind), approximated, kept as a dashed box
// with its words for a later picture, and left out. Each entry is a code with its count (and, for
// some, the kind or detail it names), so the owner reads it in their language (canvasImport.* in
// the catalogues); the totals are numbers for a summary line.

export const KEPT_KINDS = ['text', 'picture', 'shape', 'table', 'group', 'notes', 'background'] as const;
export type KeptKind = (typeof KEPT_KINDS)[number];

/** What was shown differently from PowerPoint, by code. */
export const APPROXIMATIONS = [
  'background-plain',
  'hidden-slide',
  'no-alt',
  'media-still',
  'flipped-picture',
  'placeholder-whole-slide',
  'freeform-shape',
  'shape-redrawn',
  'two-headed-arrow',
  'flipped-shape',
  'gradient-fill',
  'pattern-fill',
  'turned-group',
  'merged-cells',
] as const;
/** What was left out, by code. */
export const DROPS = [
  'notes-too-long',
  'hidden-notes',
  'table-too-big',
  'slide-link',
  'link-not-web',
  'text-too-long',
] as const;
/** Why an element became a dashed box with its words: what it is, or why its picture was not kept. */
export const UNMAPPED_KINDS = [
  'chart',
  'smartart',
  'equation',
  'ink',
  'embedded-object',
  'graphic',
  'two-versions',
  'picture-missing',
  'picture-format',
  'picture-too-large',
  'picture-outside',
  'picture-unplaced',
  'other',
] as const;
export type Approximation = (typeof APPROXIMATIONS)[number];
export type Drop = (typeof DROPS)[number];
export type UnmappedKind = (typeof UNMAPPED_KINDS)[number];

export interface Kept {
  kind: KeptKind;
  count: number;
}

/**
 * One line of the report. `kind` names the shape drawn instead (`shape-redrawn`) or what a dashed
 * box stands for (an UnmappedKind); `detail` is the file's own word for it (a geometry such as
 * `star5`, a picture's format or size, an element's name), shown as it is.
 */
export interface ReportEntry<Code extends string = string> {
  code: Code;
  count: number;
  kind?: string;
  detail?: string;
}

export interface SlideReport {
  /** 1-based, in the presentation's order. */
  index: number;
  title: string;
  hidden: boolean;
  kept: Kept[];
  approximated: ReportEntry<Approximation>[];
  /** What became a dashed box holding its words (charts, SmartArt…), for a later picture. */
  pictured: ReportEntry<'placeholder' | 'placeholder-with-text'>[];
  dropped: ReportEntry<Drop>[];
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

type Params = Pick<ReportEntry, 'kind' | 'detail'>;

export interface SlideCollector {
  keep(kind: KeptKind): void;
  approximate(code: Approximation, params?: Params): void;
  /** An element kept as a dashed box, with its words or without. */
  picture(kind: UnmappedKind, withText: boolean, detail?: string): void;
  drop(code: Drop): void;
  finish(index: number, title: string, hidden: boolean): SlideReport;
}

/** Entries by code and parameters, each counted once however often it happened. */
function tally<Code extends string>() {
  const entries = new Map<string, ReportEntry<Code>>();
  return {
    add(code: Code, params: Params = {}) {
      const key = JSON.stringify([code, params.kind, params.detail]);
      const entry = entries.get(key);
      if (entry) entry.count++;
      else entries.set(key, { code, count: 1, ...params });
    },
    list: () => [...entries.values()],
  };
}

export function slideCollector(): SlideCollector {
  const kept = new Map<KeptKind, number>();
  const approximated = tally<Approximation>();
  const pictured = tally<'placeholder' | 'placeholder-with-text'>();
  const dropped = tally<Drop>();
  return {
    keep: (kind) => kept.set(kind, (kept.get(kind) ?? 0) + 1),
    approximate: (code, params) => approximated.add(code, params),
    picture: (kind, withText, detail) =>
      pictured.add(withText ? 'placeholder-with-text' : 'placeholder', {
        kind,
        ...(detail === undefined ? {} : { detail }),
      }),
    drop: (code) => dropped.add(code),
    finish: (index, title, hidden) => ({
      index,
      title,
      hidden,
      kept: [...kept].map(([kind, count]) => ({ kind, count })),
      approximated: approximated.list(),
      pictured: pictured.list(),
      dropped: dropped.list(),
    }),
  };
}

export function reportOf(slides: SlideReport[], elements: number, pictures: number): ImportReport {
  const sum = (list: 'approximated' | 'pictured' | 'dropped') =>
    slides.reduce((total, slide) => total + slide[list].reduce((n, entry) => n + entry.count, 0), 0);
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

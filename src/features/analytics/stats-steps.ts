// The steps a presentation's statistics count. A deck's are its path's steps. A recording's are its
// CHAPTERS (each step change the viewer sees, across every take): the player reports the chapter
// playing, so the same deck step shown twice is two rows, and finishing is reaching the last
// chapter, whichever deck step that is. A seeded video (no deck timeline) is one step.
import { layoutDocument } from '../../kernel/document/layout';
import type { Db } from '../../platform/db/connection';
import type { Presentation } from '../access';
import { stepCount } from '../decks';
import { chaptersOfTakes, findRecording, takesOf } from '../recordings';

/** What the statistics know of each counted step: its title ('' when it has none). */
export interface CountedSteps {
  titles: string[];
  /** Whether the steps are a recording's chapters. */
  chapters: boolean;
}

export async function countedSteps(
  db: Db,
  p: Pick<Presentation, 'id' | 'kind' | 'media' | 'document'>,
): Promise<CountedSteps> {
  if (p.kind === 'video' && p.media === null) {
    const recording = await findRecording(db, p.id);
    if (recording) {
      const deckSteps = layoutDocument(p.document).steps;
      const marks = chaptersOfTakes(takesOf(recording), (step) => deckSteps[step]?.title ?? '');
      return { titles: marks.length > 0 ? marks.map((c) => c.title) : [''], chapters: true };
    }
  }
  if (p.kind === 'video') return { titles: Array<string>(stepCount(p)).fill(''), chapters: false };
  return { titles: layoutDocument(p.document).steps.map((s) => s.title), chapters: false };
}

/** How many steps the statistics count. */
export const countedStepCount = async (db: Db, p: Parameters<typeof countedSteps>[1]) =>
  (await countedSteps(db, p)).titles.length;

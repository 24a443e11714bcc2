// The problems of typed or uploaded WebVTT captions, line by line (captions-check.ts): shared by the
// studio's review and the recording editor.
import type { MessageId } from '../../../../i18n/catalogs';
import { useT } from '../../../../i18n/react';
import type { CaptionProblem } from './captions-check';

const PROBLEM_KEYS: Record<CaptionProblem['kind'], MessageId> = {
  header: 'studio.vtt.header',
  timing: 'studio.vtt.timing',
  order: 'studio.vtt.order',
  noText: 'studio.vtt.noText',
  noCues: 'studio.vtt.noCues',
};

export function CaptionProblems({ problems }: { problems: CaptionProblem[] }) {
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <ul className="studio-review__problems" role="alert">
      {problems.map((problem) => (
        <li key={`${problem.line}-${problem.kind}`}>
          {problem.line > 0
            ? t('studio.vtt.line', { line: problem.line, problem: t(PROBLEM_KEYS[problem.kind]) })
            : t(PROBLEM_KEYS[problem.kind])}
        </li>
      ))}
    </ul>
  );
}

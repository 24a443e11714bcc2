// The importer's problems, shown where the preview would be: each names its line (Markdown) or
// field (JSON); a line problem is a button that puts the caret on that line.

import { useT } from '../../../i18n/react';
import type { SourceProblem } from '../../../kernel/document/editor-source';

export interface ProblemListProps {
  problems: SourceProblem[];
  onGoToLine?(line: number): void;
}

export function ProblemList({ problems, onGoToLine }: ProblemListProps) {
  const t = useT();
  return (
    <div className="problem-list" role="alert">
      <h3 className="problem-list__title">{t('editor.problems', { n: problems.length })}</h3>
      <ul>
        {problems.map((problem, i) => (
          // Problems have no identity of their own; the list is replaced as a whole.
          <li key={i}>
            {problem.line !== undefined ? (
              onGoToLine ? (
                <button
                  type="button"
                  className="problem-list__where"
                  onClick={() => onGoToLine(problem.line!)}
                >
                  {t('editor.line', { line: problem.line })}
                </button>
              ) : (
                <span className="problem-list__where">{t('editor.line', { line: problem.line })}</span>
              )
            ) : problem.field ? (
              <code className="problem-list__where">{problem.field}</code>
            ) : null}{' '}
            <span>{problem.message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

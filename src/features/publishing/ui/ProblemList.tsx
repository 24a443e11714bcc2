// Why nothing was published: the server joins several problems with "; " (each naming its line,
// field or page), shown here one per line in an alert.
import { useT } from '../../../i18n/react';

export function ProblemList({ message }: { message: string }) {
  const t = useT();
  const problems = message.split('; ').filter(Boolean);
  return (
    <div className="form-alert" role="alert">
      <p>{t('dashboard.problems')}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

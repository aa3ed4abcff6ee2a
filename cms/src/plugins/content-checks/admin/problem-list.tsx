// The problems the content checks found in one entry, as a bulleted list (side panel and report):
// errors (publishing is refused until they are fixed) in red, then warnings.
import { Typography } from '@strapi/design-system';
import type { CheckProblem } from './plugin';

export function ProblemList({ problems, testId }: { problems: CheckProblem[]; testId?: string }) {
  return (
    <ul data-testid={testId} style={{ listStyle: 'disc', paddingLeft: '1.2rem' }}>
      {problems.map((p, i) => (
        <li key={`${p.code}-${i}`} data-code={p.code} data-severity={p.severity}>
          {p.severity === 'error' ? (
            <Typography variant="pi" textColor="danger600">
              <strong>Stops publishing: </strong>
              {p.message}
            </Typography>
          ) : (
            <Typography variant="pi">{p.message}</Typography>
          )}
        </li>
      ))}
    </ul>
  );
}

/** "1 error stops publishing until fixed; 2 warnings (you can still publish).": the line above a list. */
export function problemCount(problems: CheckProblem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const parts = [
    errors ? `${errors} ${errors === 1 ? 'error stops' : 'errors stop'} publishing until fixed` : '',
    warnings ? `${warnings} ${warnings === 1 ? 'warning' : 'warnings'} (you can still publish)` : '',
  ];
  return `${parts.filter(Boolean).join('; ')}.`;
}

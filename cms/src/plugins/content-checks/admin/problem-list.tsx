// The problems the content checks found in one entry, as a bulleted list (side panel and report).
import { Typography } from '@strapi/design-system';
import type { CheckProblem } from './plugin';

export function ProblemList({ problems, testId }: { problems: CheckProblem[]; testId?: string }) {
  return (
    <ul data-testid={testId} style={{ listStyle: 'disc', paddingLeft: '1.2rem' }}>
      {problems.map((p, i) => (
        <li key={`${p.code}-${i}`} data-code={p.code}>
          <Typography variant="pi">{p.message}</Typography>
        </li>
      ))}
    </ul>
  );
}

// A comparison in words: each changed field with its old and new value, then each block that was
// added, removed, moved or changed (with the text that changed). Text is shown as text, never as HTML.
import { Box, Flex, Typography } from '@strapi/design-system';
import { componentName, fieldName, type BlockChange, type FieldChange } from './plugin';

const KIND: Record<BlockChange['kind'], string> = { added: 'Added', removed: 'Removed', moved: 'Moved', changed: 'Changed' };

function Values({ change }: { change: FieldChange }) {
  return (
    <Box paddingTop={1} paddingBottom={1}>
      <Typography variant="omega" fontWeight="bold" tag="p">
        {fieldName(change.path)}
      </Typography>
      <Typography tag="p" textColor="danger600" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        − {change.before === '' ? '(empty)' : change.before}
      </Typography>
      <Typography tag="p" textColor="success600" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        + {change.after === '' ? '(empty)' : change.after}
      </Typography>
    </Box>
  );
}

function where(b: BlockChange): string {
  if (b.kind === 'added') return `now block ${b.to}`;
  if (b.kind === 'removed') return `was block ${b.from}`;
  if (b.kind === 'moved') return `from block ${b.from} to block ${b.to}`;
  return `block ${b.to}`;
}

export function Comparison({ fields, blocks }: { fields: FieldChange[]; blocks: BlockChange[] }) {
  if (fields.length === 0 && blocks.length === 0) {
    return <Typography tag="p">This version is the same as the current draft.</Typography>;
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={4} data-testid="history-comparison">
      {fields.length > 0 ? (
        <Box>
          <Typography variant="sigma" tag="h3" textColor="neutral600">
            Fields
          </Typography>
          {fields.map((f) => (
            <Values key={f.path} change={f} />
          ))}
        </Box>
      ) : null}
      {blocks.length > 0 ? (
        <Box>
          <Typography variant="sigma" tag="h3" textColor="neutral600">
            Blocks
          </Typography>
          <ul>
            {blocks.map((b, i) => (
              <li key={`${b.kind}-${b.component}-${b.from ?? ''}-${b.to ?? ''}-${i}`} data-testid="history-block-change">
                <Box paddingTop={2}>
                  <Typography tag="p" fontWeight="bold">
                    {KIND[b.kind]}: {componentName(b.component)}
                    {b.label ? ` “${b.label}”` : ''} ({where(b)})
                  </Typography>
                  {(b.fields ?? []).map((f) => (
                    <Values key={f.path} change={f} />
                  ))}
                </Box>
              </li>
            ))}
          </ul>
        </Box>
      ) : null}
    </Flex>
  );
}

// Writes shared/src/blocks/all-blocks.generated.ts: the page builder's blocks, found by file name.
// Every shared/src/blocks/<name>.ts that exports `<camelName>Block = defineBlock(...)` is a block
// (its definition holds its realistic example). Run by shared's build (scripts/build.mjs);
// `node shared/scripts/blocks-index.mjs --check` exits 1 when the file is not current.
import { definitionIndex, runIndex } from './index-file.mjs';

export const { INDEX, text: blocksIndex } = definitionIndex({
  folder: 'blocks',
  file: 'all-blocks.generated.ts',
  suffix: 'Block',
  define: 'defineBlock',
  list: 'blockDefinitions',
  what: 'block',
  script: 'blocks-index.mjs',
});

runIndex(import.meta.url, INDEX, blocksIndex);

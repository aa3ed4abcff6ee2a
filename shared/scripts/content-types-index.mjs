// Writes shared/src/content/all-content-types.generated.ts: the CMS's content types, found by file
// name. Every shared/src/content/<name>.ts that exports `<camelName>ContentType = defineContentType(...)`
// is one. Run by shared's build (scripts/build.mjs); `node shared/scripts/content-types-index.mjs
// --check` exits 1 when the file is not current.
import { definitionIndex, runIndex } from './index-file.mjs';

export const { INDEX, text: contentTypesIndex } = definitionIndex({
  folder: 'content',
  file: 'all-content-types.generated.ts',
  suffix: 'ContentType',
  define: 'defineContentType',
  list: 'contentTypeDefinitions',
  what: 'content type',
  script: 'content-types-index.mjs',
});

runIndex(import.meta.url, INDEX, contentTypesIndex);

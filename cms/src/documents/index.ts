// Documents: what may be saved and published. A resource's fields and file (validate-resources.ts),
// a page's blocks as the site reads them (publish-blocks.ts), redirects that never take over a
// sign-in or staff path (redirect-rules.ts), gated guides' files kept out of public reach
// (gated-files.ts, private-files.ts, private-file-output.ts), and the indexes of the site's reads
// (content-indexes.ts). Upload checks live in src/extensions/upload.
import type { Concern } from '../platform/concern';
import { ensureContentIndexes } from './content-indexes';
import { registerGatedFiles, startGatedFiles } from './gated-files';
import { registerPrivateFileOutput } from './private-file-output';
import { registerPublishCheck } from './publish-blocks';
import { registerRedirectRules } from './redirect-rules';
import { registerResourceValidation } from './validate-resources';

export const documents: Concern = {
  register(strapi) {
    registerResourceValidation(strapi);
    registerRedirectRules(strapi);
    registerPublishCheck(strapi);
    registerGatedFiles(strapi);
    registerPrivateFileOutput(strapi);
  },
  prepare: ensureContentIndexes,
  start: startGatedFiles,
};

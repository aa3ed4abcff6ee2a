// The tests about changing the code itself, on ONE throw-away copy of the repository (repo-copy.ts),
// generated, built and started once for both, instead of once each (a copy's builds and stack take
// about 90 s in each database pass): a staff resource field added in shared/ only
// (contract-field.ts, issue 24), then the four scaffolds (scaffold.ts, issue 38). Each counts its
// own changes: the field's edits are counted before the scaffolds run, and each scaffold's files as
// the difference it made; after the builds, the copy's hand-written changes must be exactly theirs,
// and the copy's typecheck and unit tests pass with both (neither needs an edit anywhere else).
import { addStraplineField, contractFieldTests } from './contract-field';
import { runCopyOfRepository } from './repo-copy';
import { checkChangedCopy, runScaffolds, scaffoldTests } from './scaffold';

let changedByField: string[] = [];

const running = runCopyOfRepository(
  'changed copy',
  {
    async change(c, timed) {
      changedByField = await timed('contract field', () => addStraplineField(c));
      await runScaffolds(c, timed);
    },
    check: checkChangedCopy,
  },
  1_800_000,
);

contractFieldTests(running, () => changedByField);
scaffoldTests(running, () => changedByField);

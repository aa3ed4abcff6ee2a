// The staff resource contract's plain text fields of one editor panel, in the contract's order
// (shared/src/content/resource-fields.ts): a text field added to the contract appears here.
import { resourceContract, type ResourceContract } from '@ironbark/shared/content/resource-fields';
import type { TextFieldName } from './resource-editor-fields';
import { TextField } from './text-field';
import type { ResourceEditorState } from './use-resource-editor';

export function ContractTextFields({
  editor,
  panel,
  contract = resourceContract,
}: {
  editor: Pick<ResourceEditorState, 'fields' | 'set' | 'errors'>;
  panel: 'content' | 'search';
  contract?: ResourceContract;
}) {
  const { fields, set, errors } = editor;
  return Object.entries(contract.textFields)
    .filter(([, field]) => field.panel === panel)
    .map(([name, field]) => (
      <TextField
        key={name}
        id={`re-${name}`}
        label={field.label}
        value={(fields as Record<string, unknown>)[name] as string ?? ''}
        onChange={(v) => set(name as TextFieldName, v)}
        error={errors[name]}
        max={field.max}
        multiline={field.lines === 'multi' ? (field.rows ?? 3) : undefined}
        hint={field.hint}
      />
    ));
}

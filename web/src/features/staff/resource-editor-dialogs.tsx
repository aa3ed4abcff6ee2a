// The resource editor's confirmations: delete, unpublish and discard draft changes.
import { ConfirmDialog } from './confirm-dialog';
import type { StaffResource } from './staff-query';
import type { ResourceEditorState } from './use-resource-editor';

export function EditorDialogs({ editor, resource }: { editor: ResourceEditorState; resource: StaffResource }) {
  const { dialog, setDialog, busyIntent, run } = editor;
  const status = resource.status;
  return (
  <>
    <ConfirmDialog
      open={dialog === 'delete'}
      title={`Delete “${resource.title}”?`}
      confirmLabel="Delete resource"
      busyLabel="Deleting…"
      tone="danger"
      busy={busyIntent === 'delete'}
      onCancel={() => setDialog(null)}
      onConfirm={() => run('delete')}
    >
      <p>
        “{resource.title}” will be removed from the site{status === 'draft' ? '' : ' at once'} and from this list. Its files stay in the media library. This cannot be undone.
      </p>
    </ConfirmDialog>
    <ConfirmDialog
      open={dialog === 'unpublish'}
      title={`Unpublish “${resource.title}”?`}
      confirmLabel="Unpublish"
      busyLabel="Unpublishing…"
      busy={busyIntent === 'unpublish'}
      onCancel={() => setDialog(null)}
      onConfirm={() => run('unpublish')}
    >
      <p>It leaves the site within seconds; its address will show “not found”. The draft stays here, ready to publish again.</p>
    </ConfirmDialog>
    <ConfirmDialog
      open={dialog === 'discard'}
      title="Discard the draft changes?"
      confirmLabel="Discard changes"
      busyLabel="Discarding…"
      tone="danger"
      busy={busyIntent === 'discard'}
      onCancel={() => setDialog(null)}
      onConfirm={() => run('discard')}
    >
      <p>The draft of “{resource.title}” goes back to the published version. Changes saved since publishing, and any unsaved ones in this form, are lost.</p>
    </ConfirmDialog>
  </>
  );
}

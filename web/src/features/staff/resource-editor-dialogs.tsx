// The resource editor's confirmations: delete, unpublish and discard draft changes.
import type { ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import type { StaffResource } from './staff-query';
import type { ResourceEditorState } from './use-resource-editor';

type Asked = 'delete' | 'unpublish' | 'discard';
type Confirmation = Pick<ConfirmDialogProps, 'title' | 'confirmLabel' | 'busyLabel' | 'tone'> & { body: ReactNode };

/** What each confirmation asks, and what it says happens. */
function confirmations(resource: StaffResource): Record<Asked, Confirmation> {
  const { title, status } = resource;
  return {
    delete: {
      title: `Delete “${title}”?`,
      confirmLabel: 'Delete resource',
      busyLabel: 'Deleting…',
      tone: 'danger',
      body: `“${title}” will be removed from the site${status === 'draft' ? '' : ' at once'} and from this list. Its files stay in the media library. This cannot be undone.`,
    },
    unpublish: {
      title: `Unpublish “${title}”?`,
      confirmLabel: 'Unpublish',
      busyLabel: 'Unpublishing…',
      body: 'It leaves the site within seconds; its address will show “not found”. The draft stays here, ready to publish again.',
    },
    discard: {
      title: 'Discard the draft changes?',
      confirmLabel: 'Discard changes',
      busyLabel: 'Discarding…',
      tone: 'danger',
      body: `The draft of “${title}” goes back to the published version. Changes saved since publishing, and any unsaved ones in this form, are lost.`,
    },
  };
}

export function EditorDialogs({ editor, resource }: { editor: ResourceEditorState; resource: StaffResource }) {
  const { dialog, setDialog, busyIntent, run } = editor;
  const asked = confirmations(resource);
  return (
    <>
      {(Object.keys(asked) as Asked[]).map((intent) => {
        const { body, ...labels } = asked[intent];
        return (
          <ConfirmDialog key={intent} {...labels} open={dialog === intent} busy={busyIntent === intent} onCancel={() => setDialog(null)} onConfirm={() => run(intent)}>
            <p>{body}</p>
          </ConfirmDialog>
        );
      })}
    </>
  );
}

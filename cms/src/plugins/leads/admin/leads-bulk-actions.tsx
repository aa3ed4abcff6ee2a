// Bulk actions of the leads list (content manager): with leads ticked, "Change status" and
// "Change owner" open a dialog with one choice; the change is saved for every ticked lead at once
// (the leads plugin's /leads/bulk) and the list reloads. Other lists are left alone.
import { createContext, useContext, useState } from 'react';
import { Button, Field, Flex, Modal, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';
import { useNotification } from '@strapi/strapi/admin';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '@ironbark/shared/forms/lead-rules';
import { NOBODY, requestError, useLeadChange, useOwners } from './lead-owner';
import { LEAD_UID } from './plugin';

interface BulkProps {
  model: string;
  documents: { documentId: string }[];
}

type Store = { dispatch(action: { type: string; payload: unknown }): void };

/**
 * The admin's Redux store, for reloading the list after a change. react-redux keeps its context
 * in one global map per React (Symbol.for('react-redux-context')), shared by every copy of it, so
 * this reads the same store the content manager's list uses without depending on react-redux.
 */
function useAdminStore(): Store | null {
  const map = (globalThis as unknown as Record<symbol, Map<unknown, React.Context<{ store?: Store } | null>> | undefined>)[Symbol.for('react-redux-context')];
  const context = map?.get(createContext) ?? null;
  const value = useContext(context ?? FALLBACK);
  return value?.store ?? null;
}
const FALLBACK = createContext<{ store?: Store } | null>(null);

/** Makes the content manager fetch the leads list again (its documents API tags, Strapi's adminApi). */
function useReloadList(model: string) {
  const store = useAdminStore();
  return () => {
    if (store) store.dispatch({ type: 'adminApi/invalidateTags', payload: [{ type: 'Document', id: `${model}_LIST` }] });
    else window.location.reload();
  };
}

function ChangeForm({ documentIds, model, kind, onClose }: { documentIds: string[]; model: string; kind: 'status' | 'owner'; onClose: () => void }) {
  const { owners, loaded } = useOwners();
  const change = useLeadChange();
  const reload = useReloadList(model);
  const { toggleNotification } = useNotification();
  const [value, setValue] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = `${documentIds.length} ${documentIds.length === 1 ? 'lead' : 'leads'}`;
  const save = async () => {
    if (value === '') {
      setError(kind === 'status' ? 'Choose a status' : 'Choose an owner, or No owner');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await change(documentIds, kind === 'status' ? { leadStatus: value } : { owner: value === NOBODY ? null : Number(value) });
      const what = kind === 'status' ? `now ${LEAD_STATUS_LABELS[value as keyof typeof LEAD_STATUS_LABELS]}` : saved.owner ? `now owned by ${saved.owner.name}` : 'now without an owner';
      toggleNotification({ type: 'success', message: `${saved.updated} ${saved.updated === 1 ? 'lead is' : 'leads are'} ${what}` });
      reload();
      onClose();
    } catch (e) {
      setError(`Nothing was changed: ${requestError(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Modal.Body>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Typography>{kind === 'status' ? `The status to give the ${count} you ticked:` : `The person to give the ${count} you ticked to (they are e-mailed):`}</Typography>
          <Field.Root name={`bulk-${kind}`} id={`bulk-${kind}`} error={error ?? undefined}>
            <Field.Label>{kind === 'status' ? 'New status' : 'New owner'}</Field.Label>
            <SingleSelect value={value} onChange={(v: string | number) => setValue(String(v))} placeholder={kind === 'owner' && !loaded ? 'Loading the team…' : 'Choose…'}>
              {kind === 'status'
                ? LEAD_STATUSES.map((s) => (
                    <SingleSelectOption key={s} value={s}>
                      {LEAD_STATUS_LABELS[s]}
                    </SingleSelectOption>
                  ))
                : [
                    <SingleSelectOption key={NOBODY} value={NOBODY}>
                      No owner
                    </SingleSelectOption>,
                    ...owners.map((o) => (
                      <SingleSelectOption key={o.id} value={String(o.id)}>
                        {o.name === o.email ? o.email : `${o.name} (${o.email})`}
                      </SingleSelectOption>
                    )),
                  ]}
            </SingleSelect>
            <Field.Error />
          </Field.Root>
        </Flex>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="tertiary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save} loading={busy}>
          {kind === 'status' ? 'Change status' : 'Change owner'}
        </Button>
      </Modal.Footer>
    </>
  );
}

function bulkAction(kind: 'status' | 'owner') {
  const Action = ({ model, documents }: BulkProps) => {
    if (model !== LEAD_UID) return null;
    const documentIds = documents.map((d) => d.documentId);
    return {
      label: kind === 'status' ? 'Change status' : 'Change owner',
      variant: 'secondary' as const,
      dialog: {
        type: 'modal' as const,
        title: kind === 'status' ? 'Change the status of the ticked leads' : 'Change the owner of the ticked leads',
        content: ({ onClose }: { onClose: () => void }) => <ChangeForm documentIds={documentIds} model={model} kind={kind} onClose={onClose} />,
      },
    };
  };
  return Action;
}

export const LeadStatusBulkAction = bulkAction('status');
export const LeadOwnerBulkAction = bulkAction('owner');

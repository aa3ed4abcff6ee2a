// A lead's owner in the admin: the team (active admin users, by name) to choose from, and the lead
// panel's picker, which saves the owner at once (server: the leads plugin's /leads/bulk, which
// e-mails the person given the lead). The content manager's own relation picker would show
// editors admin users by their id only, so the form does not show the field.
import { useEffect, useState } from 'react';
import { Box, Field, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';

export interface Owner {
  id: number;
  name: string;
  email: string;
}

export const NOBODY = 'nobody';

/** The people a lead can be given to, and the signed-in user's id. */
export function useOwners(): { owners: Owner[]; me: number | null; loaded: boolean } {
  const { get } = useFetchClient();
  const [state, setState] = useState<{ owners: Owner[]; me: number | null; loaded: boolean }>({ owners: [], me: null, loaded: false });
  useEffect(() => {
    let live = true;
    get<{ owners: Owner[]; me: number | null }>('/leads/owners')
      .then(({ data }) => live && setState({ owners: data.owners, me: data.me, loaded: true }))
      .catch(() => live && setState((s) => ({ ...s, loaded: true })));
    return () => {
      live = false;
    };
  }, [get]);
  return state;
}

/** The message of a failed admin request: the server's own words when it gave some. */
export function requestError(error: unknown): string {
  const e = error as { response?: { data?: { error?: { message?: string } } }; message?: string };
  return e.response?.data?.error?.message ?? e.message ?? 'unknown error';
}

/** Sets a status and/or an owner on leads; answers the owner as saved. */
export function useLeadChange() {
  const { post } = useFetchClient();
  return (documentIds: string[], change: { leadStatus?: string; owner?: number | null }) =>
    post<{ updated: number; owner?: Owner | null }>('/leads/bulk', { documentIds, ...change }).then(({ data }) => data);
}

export function OwnerPicker({ documentId, owner, ownerText, canChange }: { documentId: string; owner: Owner | null; ownerText: string; canChange: boolean }) {
  const { owners, loaded } = useOwners();
  const change = useLeadChange();
  const { toggleNotification } = useNotification();
  const [current, setCurrent] = useState<Owner | null>(owner);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setCurrent(owner), [owner]);
  // Someone who has left stays shown as the owner until the lead is given to someone else.
  const choices = current && !owners.some((o) => o.id === current.id) ? [current, ...owners] : owners;
  const choose = async (value: string | number) => {
    const id = value === NOBODY ? null : Number(value);
    if (id === (current?.id ?? null)) return;
    setBusy(true);
    setError(null);
    try {
      const saved = await change([documentId], { owner: id });
      setCurrent(saved.owner ?? null);
      toggleNotification({ type: 'success', message: saved.owner ? `${saved.owner.name} now owns this lead` : 'This lead has no owner now' });
    } catch (e) {
      setError(`The owner was not changed: ${requestError(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Field.Root name="lead-owner" id="lead-owner" error={error ?? undefined} hint="Saved as soon as you choose; the person is e-mailed about the lead">
        <Field.Label>Owner</Field.Label>
        <SingleSelect
          value={current ? String(current.id) : NOBODY}
          onChange={choose}
          disabled={!canChange || busy || !loaded}
          placeholder={loaded ? 'No owner' : 'Loading the team…'}
          data-testid="lead-owner-picker"
        >
          <SingleSelectOption value={NOBODY}>No owner</SingleSelectOption>
          {choices.map((o) => (
            <SingleSelectOption key={o.id} value={String(o.id)}>
              {o.name === o.email ? o.email : `${o.name} (${o.email})`}
            </SingleSelectOption>
          ))}
        </SingleSelect>
        <Field.Hint />
        <Field.Error />
      </Field.Root>
      {ownerText ? (
        <Typography tag="p" variant="pi" textColor="neutral600" data-testid="lead-owner-typed">
          Owner as typed before owners were chosen from the team: {ownerText}
        </Typography>
      ) : null}
    </Box>
  );
}

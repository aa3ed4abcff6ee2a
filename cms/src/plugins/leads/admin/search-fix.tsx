// "Add synonym" and "Pin a result" beside a search that found nothing or little: the CMS adds an
// entry for that search to the search tuning (server/search-tuning-ready.ts) and the editor is
// taken there to complete it: the words it means, or the page to show first.
import { useState } from 'react';
import { Button, Flex } from '@strapi/design-system';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../admin-kit/messages';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

export const SEARCH_TUNING_PATH = `/content-manager/single-types/${CONTENT_TYPE_UIDS.searchTuning}`;

export function SearchFix({ term }: { term: string }) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const ready = async (kind: 'synonym' | 'pin') => {
    setBusy(true);
    try {
      const { data } = await post<{ position: number; added: boolean }>('/leads/measurement/search-rule', { term, kind });
      const what = kind === 'synonym' ? `Synonym ${data.position}` : `Result for a search ${data.position}`;
      toggleNotification({
        type: 'success',
        message: `${what} is ready for “${term}”${data.added ? '' : ' (it was there already)'}: ${kind === 'synonym' ? 'add the words it means' : 'choose the page to show first'}, then save.`,
      });
      navigate(SEARCH_TUNING_PATH);
    } catch (e) {
      toggleNotification({ type: 'danger', message: errorMessage(e, 'The search tuning could not be changed.') });
      setBusy(false);
    }
  };

  return (
    <Flex gap={2} wrap="wrap">
      <Button size="S" variant="tertiary" disabled={busy} onClick={() => void ready('synonym')} aria-label={`Add a synonym for ${term}`}>
        Add synonym
      </Button>
      <Button size="S" variant="tertiary" disabled={busy} onClick={() => void ready('pin')} aria-label={`Pin a result for ${term}`}>
        Pin a result
      </Button>
    </Flex>
  );
}

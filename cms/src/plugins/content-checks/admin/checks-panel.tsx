// The edit view of a page, resource or form: a "Content checks" side panel with the search-result
// preview of pages and resources (what a search engine shows, "…" where it cuts the title or
// description off) and the problems found in the saved draft. It reloads after each save (the document's updatedAt changes).
// Errors are what publishing refuses (the same rules: shared content-checks publishErrors), named
// by block and field, so the editor sees them before pressing Publish; warnings never stop it.
import { useEffect, useState } from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { documentPanel, type DocumentPanelContent } from '../../admin-kit/page';
import { CHECKED, errorMessage, type CheckedDocument, type CheckedEntry } from './plugin';
import { problemCount, ProblemList } from './problem-list';
import { RefusedPublish } from './refused-publish';

function Preview({ preview }: { preview: CheckedDocument['preview'] }) {
  return (
    <Box padding={3} hasRadius background="neutral0" borderColor="neutral200" width="100%" data-testid="content-checks-preview">
      <Typography variant="pi" textColor="neutral600" tag="p">
        {preview.address}
      </Typography>
      <Typography tag="p" textColor="primary700" fontWeight="semiBold" style={{ fontSize: '1.05rem' }}>
        {preview.title || '(no title)'}
      </Typography>
      <Typography variant="pi" tag="p" textColor={preview.description ? 'neutral800' : 'neutral500'}>
        {preview.description || '(no description: the search engine picks some text from the page)'}
      </Typography>
      {preview.titleTruncated || preview.descriptionTruncated ? (
        <Typography variant="pi" textColor="warning600" tag="p">
          {`Cut off in search results: ${[preview.titleTruncated ? 'the title' : '', preview.descriptionTruncated ? 'the description' : ''].filter(Boolean).join(' and ')}.`}
        </Typography>
      ) : null}
    </Box>
  );
}

function Checks({ model, documentId, stamp }: DocumentPanelContent) {
  const { get } = useFetchClient();
  const [data, setData] = useState<CheckedEntry | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    setError('');
    get<CheckedEntry>(`/content-checks/document/${model}/${documentId}`)
      .then((res) => setData(res.data))
      .catch((e) => setError(errorMessage(e, 'The checks could not be made.')));
  }, [get, model, documentId, stamp]);

  if (error) return <Typography textColor="danger600">{error}</Typography>;
  if (!data) return <Typography>Checking…</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%" data-testid="content-checks">
      <RefusedPublish model={model} />
      {data.preview ? <Preview preview={data.preview} /> : null}
      {data.problems.length === 0 ? (
        <Typography textColor="success600" data-testid="content-checks-none">
          No problems found.
        </Typography>
      ) : (
        <Box>
          <Typography variant="pi" textColor={data.problems.some((p) => p.severity === 'error') ? 'danger600' : 'neutral600'} tag="p" data-testid="content-checks-count">
            {problemCount(data.problems)}
          </Typography>
          <ProblemList problems={data.problems} testId="content-checks-problems" />
        </Box>
      )}
    </Flex>
  );
}

export const ContentChecksPanel = documentPanel('content-checks', 'Content checks', (model) => CHECKED.includes(model), Checks);

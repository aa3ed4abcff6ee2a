// "Releases": named groups of publishes and unpublishes that go live together. The list (with a
// field to start a new one), and an open release (?release=<id>, release-view.tsx).
import { useState } from 'react';
import { Box, Button, Field, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../admin-kit/page';
import { AdminList, type Column } from '../../admin-kit/list';
import { useAdminList } from '../../admin-kit/use-admin-list';
import { apiError, type Release } from './plugin';
import { OpenRelease, StatusBadge } from './release-view';

type Listed = Release & { entryCount: number };

const EMPTY = 'No releases yet. Create one, then add pages, resources, the navigation or the global settings to it from their edit view or here.';

/** "New release": a name, and the release is created and opened. */
function NewRelease({ open }: { open: (id: number) => void }) {
  const { post } = useFetchClient();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const create = async () => {
    setError('');
    try {
      const { data } = await post<{ release: Release }>('/scheduling/releases', { name });
      open(data.release.id);
    } catch (e) {
      setError(apiError(e, 'The release could not be created'));
    }
  };
  return (
    <Box background="neutral0" hasRadius shadow="tableShadow" padding={5} marginBottom={6}>
      <Flex gap={3} alignItems="flex-end">
        <Box style={{ flex: 1 }}>
          <Field.Root name="name" error={error || undefined}>
            <Field.Label>New release</Field.Label>
            <Field.Input placeholder="Spring campaign launch" value={name} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setName(e.target.value)} />
            <Field.Error />
          </Field.Root>
        </Box>
        <Button onClick={() => void create()} disabled={name.trim() === ''}>
          Create release
        </Button>
      </Flex>
    </Box>
  );
}

function ReleaseList({ open }: { open: (id: number) => void }) {
  const list = useAdminList<{ releases: Listed[] }, Listed>('/scheduling/releases', { failure: 'The releases could not be loaded.', rows: (d) => d.releases });
  const columns: Column<Listed>[] = [
    {
      heading: 'Release',
      cell: (r) => (
        <Link
          to={`?release=${r.id}`}
          onClick={(e) => {
            e.preventDefault();
            open(r.id);
          }}
        >
          <Typography textColor="primary600">{r.name}</Typography>
        </Link>
      ),
    },
    { heading: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
    { heading: 'Entries', cell: (r) => r.entryCount },
    { heading: 'When (Sydney time)', date: (r) => (r.status === 'done' && r.finishedAt ? r.finishedAt : r.scheduledAt), weekday: true },
    { heading: 'Created by', cell: (r) => r.createdByName ?? '–' },
  ];
  return (
    <>
      <NewRelease open={open} />
      <AdminList list={list} columns={columns} loadingText="Loading…" framed tableTestId="releases" empty={EMPTY} />
    </>
  );
}

export default function ReleasesPage() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('release'));
  const open = (next: number) => setParams({ release: String(next) });
  const back = () => setParams({});
  return (
    <AdminPage title="Releases" subtitle="Publish a group of pages, resources, the navigation and the global settings together, now or at a time: all of them or none.">
      {Number.isInteger(id) && id > 0 ? <OpenRelease id={id} back={back} /> : <ReleaseList open={open} />}
    </AdminPage>
  );
}

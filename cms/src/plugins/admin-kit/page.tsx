// The pieces the plugins' admin screens are built from: a menu page's frame (title, header, an
// error line), a list table with its column headings, and an edit-view side panel for a document.
import type { ComponentType, ReactNode } from 'react';
import { Box, Table, Tbody, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { Layouts, Page } from '@strapi/strapi/admin';

/** A menu page: its title (tab and header), an optional subtitle and action, and an error line above the content. */
export function AdminPage({ title, subtitle, primaryAction, error, children }: { title: string; subtitle?: string; primaryAction?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <Layouts.Root>
      <Page.Title>{title}</Page.Title>
      <Page.Main>
        <Layouts.Header title={title} subtitle={subtitle} primaryAction={primaryAction} />
        <Layouts.Content>
          <ErrorLine message={error} />
          {children}
        </Layouts.Content>
      </Page.Main>
    </Layouts.Root>
  );
}

/** The error line above a page's content (or a list's): nothing without a message. */
export function ErrorLine({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Box paddingBottom={4}>
      <Typography textColor="danger600" role="alert" tag="p">
        {message}
      </Typography>
    </Box>
  );
}

/** A table with a heading a column; the children are its rows. */
export function ListTable({ headings, rowCount, testId, children }: { headings: ReactNode[]; rowCount: number; testId?: string; children: ReactNode }) {
  return (
    <Table colCount={headings.length} rowCount={rowCount + 1} data-testid={testId}>
      <Thead>
        <Tr>
          {headings.map((heading, i) => (
            <Th key={i}>
              <Typography variant="sigma">{heading}</Typography>
            </Th>
          ))}
        </Tr>
      </Thead>
      <Tbody>{children}</Tbody>
    </Table>
  );
}

/** What the content manager passes to an edit-view side panel. */
export interface SidePanelProps {
  model: string;
  documentId?: string;
  document?: Record<string, unknown>;
}

/** What a document panel's content receives: `stamp` changes at each save, so the content reloads. */
export interface DocumentPanelContent {
  model: string;
  documentId: string;
  stamp: string;
}

/** An edit-view side panel for a saved document of the models it applies to. */
export function documentPanel(type: string, title: string, applies: (model: string) => boolean, Content: ComponentType<DocumentPanelContent>) {
  const Panel = ({ model, documentId, document }: SidePanelProps) => {
    if (!applies(model) || !documentId) return null;
    const stamp = typeof document?.updatedAt === 'string' ? document.updatedAt : '';
    return { title, content: <Content model={model} documentId={documentId} stamp={stamp} /> };
  };
  Panel.type = type;
  return Panel;
}

type PagePermissions = Parameters<typeof Page.Protect>[0]['permissions'];

/**
 * A menu page's lazy component behind the permissions its menu link asks for: someone who reaches
 * its address without them sees Strapi's "no permissions" page, not the page.
 */
export function withPermissions(permissions: PagePermissions | undefined, load: () => Promise<{ default: ComponentType }>): () => Promise<{ default: ComponentType }> {
  if (!permissions || permissions.length === 0) return load;
  return async () => {
    const { default: Inner } = await load();
    return {
      default: function ProtectedPage() {
        return (
          <Page.Protect permissions={permissions}>
            <Inner />
          </Page.Protect>
        );
      },
    };
  };
}

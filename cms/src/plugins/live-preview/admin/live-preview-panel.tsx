// "Live preview" in the edit view of a page: a pane beside the form with the page as the site will
// show it, redrawn from what the editor types (unsaved) a quarter of a second after they stop,
// through the web's own renderer. Nothing is saved: the values go to the preview page in the frame
// (a message to the web's origin only), which has the web server render them with the signed link
// of "Open preview". A click on a heading, text, button or picture in the preview comes back as
// the field's path, and the field is opened and focused in the form (focus-field.ts).
// Strapi's own live preview is a paid feature; its free preview shows the last save.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button, Flex, IconButton, Typography } from '@strapi/design-system';
import { Cross } from '@strapi/icons';
import { unstable_useContentManagerContext as useContentManagerContext, useFetchClient, useForm } from '@strapi/strapi/admin';
import { createGlobalStyle, styled } from 'styled-components';
import {
  isLiveEditMessage,
  isLiveReadyMessage,
  isLiveRenderedMessage,
  LIVE_PREVIEW_DEBOUNCE_MS,
  LIVE_PREVIEW_MESSAGES,
  type LiveValuesMessage,
} from '@ironbark/shared/preview/live-messages';
import { formatDateTimeSeconds } from '@ironbark/shared/time';
import { errorMessage } from '../../admin-kit/messages';
import type { SidePanelProps } from '../../admin-kit/page';
import { fieldRoute, type EditLayout } from './field-path';
import { focusField } from './focus-field';
import { LIVE_MODELS } from './plugin';

/** The pane's share of the window (576 px at 1280, 648 at 1440); the admin keeps the rest. */
const PANE_WIDTH = 'clamp(480px, 45vw, 760px)';

// The admin makes room for the pane instead of hiding under it, and the form gets the content
// manager's list of types' width (its links come back when the pane closes).
const MakeRoom = createGlobalStyle`
  #strapi {
    margin-right: ${PANE_WIDTH};
  }
  #strapi nav[aria-label='Content Manager'] {
    display: none;
  }
`;

// Beside the admin, under its dialogs (which keep their own higher layers).
const PaneFrame = styled.aside`
  position: fixed;
  inset: 0 0 0 auto;
  width: ${PANE_WIDTH};
  z-index: 2;
  display: flex;
  flex-direction: column;
  background: #ffffff;
  border-left: 1px solid #dcdce4;
  box-shadow: 0 2px 15px rgba(33, 33, 52, 0.1);
`;

const PaneHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px;
  padding: 12px 16px;
  border-bottom: 1px solid #eaeaef;
`;

type Status = { kind: 'waiting' } | { kind: 'shown'; at: string } | { kind: 'failed'; message: string };

function StatusLine({ status, focusProblem }: { status: Status; focusProblem: string }) {
  return (
    <Flex direction="column" alignItems="stretch" gap={1} data-testid="live-preview-status">
      {status.kind === 'waiting' ? <Typography variant="pi">Opening the preview…</Typography> : null}
      {status.kind === 'shown' ? (
        <Typography variant="pi" textColor="success600">{`Up to date with what you typed (${status.at}). Nothing is saved until you save.`}</Typography>
      ) : null}
      {status.kind === 'failed' ? (
        <Typography variant="pi" textColor="danger600" role="alert">
          {status.message}
        </Typography>
      ) : null}
      {focusProblem ? (
        <Typography variant="pi" textColor="warning600" role="status">
          {focusProblem}
        </Typography>
      ) : null}
    </Flex>
  );
}

function Pane({ url, onClose, status, focusProblem, frame }: { url: string; onClose: () => void; status: Status; focusProblem: string; frame: React.RefObject<HTMLIFrameElement | null> }) {
  return createPortal(
    <>
      <MakeRoom />
      <PaneFrame aria-label="Live preview" data-testid="live-preview-pane">
        <PaneHead>
          <Flex direction="column" alignItems="stretch" gap={1}>
            <Typography variant="omega" fontWeight="bold" tag="h2">
              Live preview
            </Typography>
            <Typography variant="pi" textColor="neutral600">
              Click a heading, text, button or picture to go to its field.
            </Typography>
            <StatusLine status={status} focusProblem={focusProblem} />
          </Flex>
          <IconButton label="Close the live preview" onClick={onClose} variant="ghost">
            <Cross />
          </IconButton>
        </PaneHead>
        <iframe ref={frame} src={url} title="Live preview of this page" style={{ flex: 1, width: '100%', border: 0 }} data-testid="live-preview-frame" />
      </PaneFrame>
    </>,
    document.body,
  );
}

/**
 * The documents whose pane is open. The content manager may mount the side panels afresh (after a
 * save, it reads the document again): the pane stays open through that.
 */
const openPanes = new Set<string>();

function LivePreview({ model, documentId }: { model: string; documentId: string }) {
  const { get } = useFetchClient();
  const values = useForm('LivePreview', (s) => s.values as Record<string, unknown>);
  const { layout } = useContentManagerContext();
  const [open, setOpenState] = useState(() => openPanes.has(documentId));
  const setOpen = useCallback(
    (next: boolean) => {
      if (next) openPanes.add(documentId);
      else openPanes.delete(documentId);
      setOpenState(next);
    },
    [documentId],
  );
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'waiting' });
  const [focusProblem, setFocusProblem] = useState('');
  const frame = useRef<HTMLIFrameElement | null>(null);
  const seq = useRef(0);
  // The newest values and layout, for the message handler (set up once per frame).
  const latest = useRef({ values, layout });
  latest.current = { values, layout };

  const webOrigin = url ? new URL(url).origin : '';

  // "Open preview"'s own signed link (cms/config/admin.ts), fetched when the pane opens: fresh for an hour.
  useEffect(() => {
    if (!open) return;
    setError('');
    setUrl('');
    setReady(false);
    setStatus({ kind: 'waiting' });
    get<{ data: { url?: string } }>(`/content-manager/preview/url/${model}`, { params: { documentId, status: 'draft' } })
      .then((res) => {
        if (res.data.data?.url) setUrl(res.data.data.url);
        else setError('This page has no preview yet: save it with a path first.');
      })
      .catch((e) => setError(errorMessage(e, 'The preview could not be opened.')));
  }, [open, get, model, documentId]);

  const send = useCallback(() => {
    const target = frame.current?.contentWindow;
    if (!target || !webOrigin) return;
    seq.current += 1;
    const message: LiveValuesMessage = { type: LIVE_PREVIEW_MESSAGES.values, seq: seq.current, values: latest.current.values };
    target.postMessage(message, webOrigin);
  }, [webOrigin]);

  // What the editor types goes to the preview once they pause.
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(send, LIVE_PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values, ready, send]);

  useEffect(() => {
    if (!webOrigin) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== webOrigin || !frame.current || event.source !== frame.current.contentWindow) return;
      if (isLiveReadyMessage(event.data)) {
        setReady(true);
        // The frame shows the last save: bring it up to what is typed now.
        send();
      } else if (isLiveRenderedMessage(event.data)) {
        if (event.data.seq !== seq.current) return;
        setStatus(event.data.ok ? { kind: 'shown', at: formatDateTimeSeconds(new Date().toISOString()) } : { kind: 'failed', message: event.data.message ?? 'The preview could not be updated.' });
      } else if (isLiveEditMessage(event.data)) {
        const { path } = event.data;
        const route = fieldRoute(path, latest.current.layout.edit as unknown as EditLayout, latest.current.values);
        const go = route ? focusField(path, route, document.querySelector('main') ?? document.body) : Promise.resolve(false);
        void go.then((found) => setFocusProblem(found ? '' : 'That part of the preview has no field to go to here (it may have been removed or moved).'));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [webOrigin, send]);

  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%">
      <Typography variant="pi" textColor="neutral600">
        See the page as you type, before you save. Click something in the preview to edit it.
      </Typography>
      <Button variant={open ? 'tertiary' : 'secondary'} onClick={() => setOpen(!open)} fullWidth data-testid="live-preview-toggle">
        {open ? 'Close the live preview' : 'Open the live preview'}
      </Button>
      {error ? (
        <Typography variant="pi" textColor="danger600" role="alert">
          {error}
        </Typography>
      ) : null}
      {open && url ? <Pane url={url} onClose={() => setOpen(false)} status={status} focusProblem={focusProblem} frame={frame} /> : null}
    </Flex>
  );
}

/** The side panel: pages that have been saved (a preview link names a saved page). */
export const LivePreviewPanel = ({ model, documentId }: SidePanelProps) => {
  if (!LIVE_MODELS.includes(model) || !documentId) return null;
  return { title: 'Live preview', content: <LivePreview model={model} documentId={documentId} /> };
};
LivePreviewPanel.type = 'live-preview';

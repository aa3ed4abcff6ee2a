// The preview page inside the CMS admin's "Live preview" pane (a frame): it shows what the editor
// types before it is saved, and leads a click back to the field. The admin sends the form's values
// (shared/preview/live-messages.ts); this posts them with the page's own signed link to the web
// server, which renders /preview from them (preview-live.server.ts), and puts the page's blocks
// from that answer in place of the ones shown. Only the newest values count: an older render still
// on its way is dropped. A click on anything that carries a field's path (data-edit, preview HTML
// only) tells the admin which field to focus instead of following a link. Messages are taken from
// the frame's parent at the CMS's origin only, and sent only there. Opened on its own, or in
// Strapi's own preview frame (which sends no values), the preview stays the saved draft it was
// rendered with and its links work as usual.
import {
  EDIT_ATTR,
  isLiveValuesMessage,
  LIVE_PREVIEW_MESSAGES,
  LIVE_PREVIEW_PATH,
  type LiveEditMessage,
  type LiveRenderedMessage,
} from '@ironbark/shared/preview/live-messages';
import { ISLAND_ATTR, ISLAND_TAG, scriptIsland } from '../../islands/island-types';

/** This island's name: its file's name (registry.ts); registry.test.ts checks it. */
export const LIVE_PREVIEW_ISLAND = 'live-preview';

export interface LivePreviewProps {
  /** The CMS admin's origin: the only sender (and receiver) of messages. */
  cmsOrigin: string;
}

/** The class on <html> while the page is the admin's live preview (hover outlines, utilities.css). */
export const LIVE_EDITING_CLASS = 'live-editing';

export default scriptIsland<LivePreviewProps>(
  (element, { cmsOrigin }) => {
    const admin = window.parent;
    if (admin === window) return;
    // Live once the admin's live preview pane has spoken: Strapi's own preview frame (the saved
    // draft, from "Open preview") keeps its links working.
    let live = false;
    const tell = (message: LiveRenderedMessage | LiveEditMessage | { type: typeof LIVE_PREVIEW_MESSAGES.ready }) => admin.postMessage(message, cmsOrigin);
    let inFlight: AbortController | null = null;

    async function show(seq: number, values: Record<string, unknown>) {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      try {
        const res = await fetch(`${LIVE_PREVIEW_PATH}${location.search}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/html' },
          credentials: 'same-origin',
          body: JSON.stringify({ values }),
          signal: controller.signal,
        });
        if (!res.ok) {
          const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
          const message = typeof body?.message === 'string' ? body.message : `The preview could not be updated (${res.status}).`;
          tell({ type: LIVE_PREVIEW_MESSAGES.rendered, seq, ok: false, message });
          return;
        }
        // The server's render (React, escaped) of the page; parsed inertly, its scripts never run.
        const rendered = new DOMParser().parseFromString(await res.text(), 'text/html');
        const fresh = rendered.querySelector(`${ISLAND_TAG}[${ISLAND_ATTR.name}="${LIVE_PREVIEW_ISLAND}"]`);
        if (!fresh) throw new Error('The rendered preview has no page content');
        if (controller.signal.aborted) return;
        element.replaceChildren(...Array.from(fresh.childNodes, (node) => document.importNode(node, true)));
        tell({ type: LIVE_PREVIEW_MESSAGES.rendered, seq, ok: true });
      } catch (error) {
        if (controller.signal.aborted) return;
        tell({ type: LIVE_PREVIEW_MESSAGES.rendered, seq, ok: false, message: error instanceof Error ? error.message : 'The preview could not be updated.' });
      } finally {
        if (inFlight === controller) inFlight = null;
      }
    }

    window.addEventListener('message', (event) => {
      if (event.origin !== cmsOrigin || event.source !== admin || !isLiveValuesMessage(event.data)) return;
      if (!live) document.documentElement.classList.add(LIVE_EDITING_CLASS);
      live = true;
      void show(event.data.seq, event.data.values);
    });

    // Capture: before the page's own handlers (links, the FAQ's disclosure) act on the click.
    document.addEventListener(
      'click',
      (event) => {
        if (!live) return;
        const target = event.target instanceof Element ? event.target.closest(`[${EDIT_ATTR}]`) : null;
        const path = target?.getAttribute(EDIT_ATTR);
        if (!path) return;
        event.preventDefault();
        event.stopPropagation();
        tell({ type: LIVE_PREVIEW_MESSAGES.edit, path });
      },
      true,
    );

    tell({ type: LIVE_PREVIEW_MESSAGES.ready });
  },
  'load',
);

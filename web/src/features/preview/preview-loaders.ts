// The loaders of /preview and of the layout around it (server side: public pages are rendered on
// the server only): the content source checks the link, and a refused link
// becomes a 401 (expired) or 403 (not valid) answer with a page that says so, never a 5xx.
import { data } from 'react-router-dom';
import type { ContentSource, LayoutData, PreviewData } from '../../lib/content-source';
import { isSitePreview, previewLinkOf, releasePreviewHref } from './preview-link';

/** What the preview route's error page is told (with the status 401, 403 or 404). */
export interface PreviewFailure {
  reason: 'expired' | 'invalid' | 'gone' | 'not-in-release';
  /** not-in-release: the release preview's home page. */
  home?: string;
}

/** 401 or 403 from a refused link (the content source's PreviewRefused). */
function refusal(error: unknown): 401 | 403 | undefined {
  const status = typeof error === 'object' && error !== null ? Number((error as { status?: unknown }).status) : NaN;
  return status === 401 || status === 403 ? status : undefined;
}

export async function loadPreview(source: ContentSource, request: Request): Promise<PreviewData> {
  let found: PreviewData | null;
  const link = previewLinkOf(new URL(request.url));
  try {
    found = await source.preview(link);
  } catch (error) {
    const status = refusal(error);
    if (status) throw data<PreviewFailure>({ reason: status === 401 ? 'expired' : 'invalid' }, { status });
    throw error;
  }
  if (!found && link.kind === 'release') throw data<PreviewFailure>({ reason: 'not-in-release', home: releasePreviewHref(link, '/') }, { status: 404 });
  if (!found) throw data<PreviewFailure>({ reason: 'gone' }, { status: 404 });
  return found;
}

/**
 * The layout (navigation, global settings): the drafts under a site preview link, otherwise the
 * published ones. A refused link gets the published layout; the preview route then says why.
 */
export async function loadLayout(source: ContentSource, request: Request): Promise<LayoutData> {
  const url = new URL(request.url);
  if (!isSitePreview(url)) return source.layout();
  try {
    return await source.previewLayout(previewLinkOf(url));
  } catch (error) {
    if (refusal(error)) return source.layout();
    throw error;
  }
}

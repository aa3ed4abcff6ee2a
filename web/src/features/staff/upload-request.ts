// Uploads with progress: fetch cannot report upload progress, XMLHttpRequest can. This small
// wrapper sends like the site's http client (lib/http.ts) does: the X-XSRF-TOKEN header from the
// cookie (or a fresh token), and one retry with a new token when the server says the token
// belonged to another session.
import { fetchToken, readCookie, XSRF_COOKIE, XSRF_HEADER } from '../../lib/http';

export interface UploadAnswer {
  status: number;
  body: unknown;
}

function send(url: string, form: FormData, token: string, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener('error', () => reject(new Error('network')));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

const refusedForToken = (answer: UploadAnswer) => answer.status === 403 && (answer.body as { error?: string } | null)?.error === 'csrf';

export async function uploadWithProgress(url: string, form: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadAnswer> {
  const token = readCookie(XSRF_COOKIE) || (await fetchToken());
  const answer = await send(url, form, token, onProgress, signal);
  if (!refusedForToken(answer)) return answer;
  onProgress(0);
  return send(url, form, await fetchToken(), onProgress, signal);
}

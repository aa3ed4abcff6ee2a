// The generic file call of the spec (section 7): fetch a file as a binary blob and offer it as a
// download named with a timestamp. Failures are returned, never swallowed, so the caller can
// tell the visitor.

/** "network-brief.pdf" at 2024-05-14 09:30:05 -> "network-brief-20240514-093005.pdf" */
export function timestampedName(originalName: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  const dot = originalName.lastIndexOf('.');
  const base = (dot > 0 ? originalName.slice(0, dot) : originalName).replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'download';
  const ext = dot > 0 ? originalName.slice(dot).toLowerCase().replace(/[^.a-z0-9]/g, '') : '';
  return `${base}-${stamp}${ext}`;
}

/** status: the server's answer when it refused (e.g. 401 when a staff session has ended). */
export type DownloadResult = { ok: true; fileName: string } | { ok: false; reason: string; status?: number };

export async function downloadFile(url: string, originalName: string): Promise<DownloadResult> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    return { ok: false, reason: 'The download could not start: check your connection and try again.' };
  }
  if (!res.ok) return { ok: false, status: res.status, reason: `The file is not available right now (error ${res.status}).` };
  const blob = await res.blob();
  const fileName = timestampedName(originalName);
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return { ok: true, fileName };
}

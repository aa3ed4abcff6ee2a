// Saves a CSV the admin API answered as a file (the admin's fetch client sends the sign-in).
import { getFetchClient } from '@strapi/strapi/admin';

export async function saveCsv(url: string, params: unknown, fileName: string): Promise<void> {
  const { get } = getFetchClient();
  const { data } = await get(url, { params, responseType: 'blob' });
  const href = URL.createObjectURL(data as Blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

// A file of the CMS media library as staff screens see it: what the CMS's resource service and
// the web's staff API both answer for a resource's cover and document, made in one place, and
// the schema the web reads the CMS's answer with.
import { z } from 'zod';

/** A file as Strapi's upload plugin stores it (size in kilobytes, with two decimals). */
export interface StoredFile {
  id: number;
  name: string;
  url: string;
  mime: string;
  size: number;
  alternativeText?: string | null;
  formats?: { thumbnail?: { url?: string } } | null;
}

/** A file summary as the staff screens read it from the CMS (sizes in bytes). */
export const fileSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  mime: z.string(),
  /** Bytes. */
  size: z.number(),
  alternativeText: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type FileSummary = z.output<typeof fileSummarySchema>;

/** The summary of a stored file (sizes in bytes, as the staff screens speak them). */
export function summariseFile(file: StoredFile): FileSummary {
  return {
    id: file.id,
    name: file.name,
    url: file.url,
    mime: file.mime,
    size: Math.round(file.size * 1024),
    alternativeText: file.alternativeText ?? null,
    thumbnailUrl: file.formats?.thumbnail?.url ?? null,
  };
}

// A file of the CMS media library as staff screens see it: what the CMS's resource service and
// the web's staff API both answer for a resource's cover and document, made in one place.

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

export interface FileSummary {
  id: number;
  name: string;
  url: string;
  mime: string;
  /** Bytes. */
  size: number;
  alternativeText: string | null;
  thumbnailUrl: string | null;
}

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

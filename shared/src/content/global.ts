import { z } from 'zod';

/** Site-wide settings editors change in the CMS (single type "global"). */
export const globalSchema = z.object({
  siteName: z.string(),
  tagline: z.string().nullish(),
  phone: z.string(),
  email: z.string(),
  address: z.string().nullish(),
  abn: z.string().nullish(),
  customerPortalUrl: z.string(),
  youtubeUrl: z.string().nullish(),
  linkedinUrl: z.string().nullish(),
  copyrightYear: z.number().int(),
  footerText: z.string().nullish(),
});

export type GlobalSettings = z.output<typeof globalSchema>;

/** `(02) 5550 1234` as a tel: link target in international form: `tel:+61255501234`. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^0-9+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('0')) return `tel:+61${digits.slice(1)}`;
  return `tel:${digits}`;
}

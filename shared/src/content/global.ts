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

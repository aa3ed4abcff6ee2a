// An uploaded file as Strapi's upload plugin returns it (populated media field).
import { z } from 'zod';

const formatSchema = z.object({
  url: z.string(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  mime: z.string().nullish(),
});

export const mediaSchema = z.object({
  id: z.number(),
  url: z.string(),
  name: z.string().nullish(),
  alternativeText: z.string().nullish(),
  caption: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  mime: z.string().nullish(),
  size: z.number().nullish(),
  formats: z.record(z.string(), formatSchema).nullish(),
});

export type Media = z.output<typeof mediaSchema>;
export type MediaFormat = z.output<typeof formatSchema>;

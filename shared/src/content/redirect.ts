import { z } from 'zod';

export const redirectSchema = z.object({
  from: z.string(),
  to: z.string(),
  type: z.enum(['permanent', 'temporary']),
});

export type Redirect = z.output<typeof redirectSchema>;

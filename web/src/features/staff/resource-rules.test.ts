import { describe, expect, it } from 'vitest';
import { fieldErrors, resourceInputSchema } from './resource-rules';

const valid = { title: 'SD-WAN for councils', type: 'news', publishedDate: '2024-05-14' };

describe('resourceInputSchema: the date a resource was published', () => {
  it.each(['2024-05-14', '2024-02-29', '1999-12-31'])('accepts %s', (publishedDate) => {
    expect(resourceInputSchema.safeParse({ ...valid, publishedDate }).success).toBe(true);
  });

  it.each(['2024-02-30', '2023-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '14/05/2024', '2024-05-14T00:00:00Z'])('refuses %s as a field error', (publishedDate) => {
    const parsed = resourceInputSchema.safeParse({ ...valid, publishedDate });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(Object.keys(fieldErrors(parsed.error))).toEqual(['publishedDate']);
  });
});

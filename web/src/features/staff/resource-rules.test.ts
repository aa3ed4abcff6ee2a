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

describe('resourceInputSchema: control characters (issue 23, finding 8)', () => {
  it.each([
    ['title', 'SD-WAN\r\nfor councils'],
    ['title', 'SD-WAN for councils\n'],
    ['title', 'SD-WAN\u2028for councils'],
    ['slug', 'sd-wan-for-councils\n'],
    ['metaTitle', 'SD-WAN\tfor councils'],
    ['excerpt', 'A summary\u0000 with NUL'],
    ['metaDescription', 'A lone\rcarriage return'],
  ])('%s %j is refused, naming the field', (field, value) => {
    const result = resourceInputSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrors(result.error))).toEqual([field]);
  });

  it('a summary keeps its line breaks and tabs', () => {
    const result = resourceInputSchema.safeParse({ ...valid, excerpt: 'Line one\r\nLine two\n\tindented' });
    expect(result.success && result.data.excerpt).toBe('Line one\r\nLine two\n\tindented');
  });
});

import { useEffect, useState } from 'react';
import { RESOURCE_LIMITS, SLUG_PATTERN } from './resource-rules';

export type SlugState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'available' } | { kind: 'taken'; suggestion: string } | { kind: 'invalid' };

/** Asks the CMS (through the web) whether an address is free, a moment after typing stops. */
export function useSlugCheck(slug: string, documentId: string | undefined, original: string | null): SlugState {
  const [answer, setAnswer] = useState<{ slug: string; available: boolean; suggestion: string } | null>(null);
  const worth = Boolean(slug) && slug !== original && SLUG_PATTERN.test(slug) && slug.length <= RESOURCE_LIMITS.slug;
  useEffect(() => {
    if (!worth) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      const params = new URLSearchParams({ slug });
      if (documentId) params.set('documentId', documentId);
      try {
        const res = await fetch(`/api/staff/slug-check?${params}`, { headers: { accept: 'application/json' }, signal: controller.signal });
        if (!res.ok) return;
        const body = (await res.json()) as { available: boolean; suggestion: string };
        setAnswer({ slug, available: body.available, suggestion: body.suggestion });
      } catch {
        // Aborted by the next keystroke, or offline: the save checks again.
      }
    }, 400);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [slug, documentId, worth]);
  if (!slug || slug === original) return { kind: 'idle' };
  if (!worth) return { kind: 'invalid' };
  if (answer?.slug !== slug) return { kind: 'checking' };
  return answer.available ? { kind: 'available' } : { kind: 'taken', suggestion: answer.suggestion };
}


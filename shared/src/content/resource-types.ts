// Resource kinds and their labels and URL forms; free of runtime dependencies so the browser
// bundle can use them.
export const RESOURCE_TYPES = ['news', 'case_study', 'guide'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  news: 'News',
  case_study: 'Case study',
  guide: 'Guide',
};

/** The URL segment used by the resources list filter (?type=case-study). */
export function resourceTypeSlug(type: ResourceType): string {
  return type.replace(/_/g, '-');
}

export function resourceTypeFromSlug(slug: string | null | undefined): ResourceType | undefined {
  const value = (slug ?? '').replace(/-/g, '_');
  return (RESOURCE_TYPES as readonly string[]).includes(value) ? (value as ResourceType) : undefined;
}

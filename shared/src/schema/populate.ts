// Strapi 5 populate rules. Strapi returns no media, component, relation or dynamic-zone content
// unless the query asks for it, and it rejects a shared `populate=*` across a dynamic zone, so
// every block carries its own rule and the page query combines them with `on` fragments.

/** The rule for a dynamic zone: one fragment per component uid. */
export interface DynamicZonePopulate {
  on: Record<string, PopulateRule>;
}

/**
 * `true` populates a field with its own scalar attributes; `populate` goes one level deeper;
 * `fields` limits a relation to the listed attributes; `on` is a dynamic zone's rule.
 */
export type PopulateRule =
  | true
  | { populate: Record<string, PopulateRule> }
  | { fields: readonly string[] }
  | DynamicZonePopulate;

/** Builds the rule for a set of fields: only those that need populating appear in it. */
export function populateFor(fields: Record<string, { populate?: PopulateRule }>): PopulateRule {
  const nested = populateMap(fields);
  return Object.keys(nested).length === 0 ? true : { populate: nested };
}

/** The `populate` query parameter for a document's fields (empty when none needs populating). */
export function populateMap(fields: Record<string, { populate?: PopulateRule }>): Record<string, PopulateRule> {
  const nested: Record<string, PopulateRule> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.populate !== undefined) nested[name] = field.populate;
  }
  return nested;
}

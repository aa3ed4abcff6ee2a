// The shape of a REST query, checked before Strapi reads it. Strapi refuses unknown fields and
// operators itself (400), but some malformed shapes reach its query builder and end as a 500:
// `filters[$and]=1` ("value.map is not a function"), `filters[$not]=1`, an operator given an
// object (`filters[title][$eq][$eq]=x`), `$between` with one value, `fields=` empty,
// `pagination=abc`, `_q[0]=x`, and the same inside a populate. Those answer 400 here, with
// Strapi's error envelope. Only the content API (/api/...) is checked; the admin builds its own
// queries.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const LOGICAL_LISTS = new Set(['$and', '$or']);

/** What is wrong with a `filters` value (a where clause), or null. */
export function filtersProblem(where: unknown, at = 'filters'): string | null {
  if (Array.isArray(where)) {
    for (const [i, item] of where.entries()) {
      if (!isPlain(item)) return `${at}[${i}] must be a condition`;
      const problem = filtersProblem(item, `${at}[${i}]`);
      if (problem) return problem;
    }
    return null;
  }
  if (!isPlain(where)) return `${at} must be an object`;
  for (const [key, value] of Object.entries(where)) {
    const here = `${at}[${key}]`;
    if (LOGICAL_LISTS.has(key)) {
      if (!Array.isArray(value) || value.length === 0) return `${here} must be a list of conditions`;
      const problem = filtersProblem(value, here);
      if (problem) return problem;
    } else if (key === '$not') {
      if (!isPlain(value)) return `${here} must be a condition`;
      const problem = filtersProblem(value, here);
      if (problem) return problem;
    } else if (key.startsWith('$')) {
      // An operator takes a value, or a list of values ($in, $notIn, $between).
      if (Array.isArray(value) ? !value.every(isScalar) : !isScalar(value)) return `${here} must be a value or a list of values`;
      if (key === '$between' && (!Array.isArray(value) || value.length !== 2)) return `${here} must be a list of two values`;
    } else if (isPlain(value)) {
      // A field's operators, or a relation's fields.
      const problem = filtersProblem(value, here);
      if (problem) return problem;
    } else if (Array.isArray(value) ? !value.every(isScalar) : !isScalar(value)) {
      return `${here} must be a value, a list of values or a condition`;
    }
  }
  return null;
}

function fieldsProblem(fields: unknown, at: string): string | null {
  if (fields === undefined) return null;
  if (fields === '' || (Array.isArray(fields) && fields.some((f) => f === ''))) return `${at} must name fields`;
  return null;
}

/** What is wrong with a populate value's nested filters and fields, or null. */
function populateProblem(populate: unknown, at = 'populate'): string | null {
  if (!isPlain(populate)) return null;
  for (const [key, value] of Object.entries(populate)) {
    if (!isPlain(value)) continue;
    const here = `${at}[${key}]`;
    const problem =
      (value.filters !== undefined ? filtersProblem(value.filters, `${here}[filters]`) : null) ??
      fieldsProblem(value.fields, `${here}[fields]`) ??
      populateProblem(value.populate, `${here}[populate]`) ??
      (isPlain(value.on) ? populateProblem(value.on, `${here}[on]`) : null);
    if (problem) return problem;
  }
  return null;
}

/** What is wrong with the shape of a content API query (ctx.query, parsed by qs), or null. */
export function queryShapeProblem(query: Plain): string | null {
  if (query.filters !== undefined && (isPlain(query.filters) || Array.isArray(query.filters))) {
    const problem = filtersProblem(query.filters);
    if (problem) return problem;
  }
  if (query.pagination !== undefined && !isPlain(query.pagination)) return 'pagination must be an object';
  if (isPlain(query.pagination) && !Object.values(query.pagination).every(isScalar)) return 'pagination values must be numbers';
  if (query._q !== undefined && typeof query._q !== 'string') return '_q must be text';
  return fieldsProblem(query.fields, 'fields') ?? populateProblem(query.populate);
}

export default (): Core.MiddlewareHandler => async (ctx, next) => {
  if (ctx.path.startsWith('/api/')) {
    const problem = queryShapeProblem(ctx.query as Plain);
    if (problem) throw new errors.ValidationError(`Invalid query: ${problem}`, { source: 'query' });
  }
  await next();
};

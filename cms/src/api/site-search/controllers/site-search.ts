// GET /api/site-search?q=&kind=page|resource&type=<facet>&start=&limit= -> the shared
// FullTextAnswer (shared/src/search/full-text.ts). The term follows the spec's rules (3 to 25
// characters after trimming); anything else is a 400 with a message saying what to fix.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@ironbark/shared/search/constants';
import { searchFacetFrom } from '@ironbark/shared/search/facets';
import { normaliseTerm, termProblem } from '@ironbark/shared/search/term';
import { searchService } from '../../../search/search';

const MAX_LIMIT = 50;
const MAX_START = 10_000;

function integer(value: unknown, fallback: number, min: number, max: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new errors.ValidationError(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = searchService(strapi);
  return {
    async find(ctx: { query: Record<string, unknown>; body: unknown; set(name: string, value: string): void }) {
      const raw = ctx.query.q;
      const term = normaliseTerm(typeof raw === 'string' ? raw : '');
      if (termProblem(term)) throw new errors.ValidationError(`q must be ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters`);
      const kind = ctx.query.kind;
      if (kind !== undefined && kind !== 'page' && kind !== 'resource') throw new errors.ValidationError('kind must be page or resource');
      const type = typeof ctx.query.type === 'string' && ctx.query.type !== '' ? searchFacetFrom(ctx.query.type) : null;
      if (ctx.query.type && !type) throw new errors.ValidationError('type must be page, news, case-study, guide or pdf');
      const start = integer(ctx.query.start, 0, 0, MAX_START, 'start');
      const limit = integer(ctx.query.limit, 10, 1, MAX_LIMIT, 'limit');
      ctx.body = await service.search(term, { kind, facet: type, start, limit });
    },
  };
};

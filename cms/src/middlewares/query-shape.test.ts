import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { filtersProblem, queryShapeProblem } from './query-shape';

// Queries as Strapi's query middleware parses them (qs, arrays up to 100 entries).
const parse = (query: string) => qs.parse(query, { arrayLimit: 100, depth: 20 }) as Record<string, unknown>;

describe('queryShapeProblem', () => {
  it.each([
    'filters[title][$eq]=x',
    'filters[$or][0][title][$containsi]=network&filters[$or][1][metaKeywords][$containsi]=network&pagination[limit]=5',
    'filters[$and][0][type][$in][0]=news&filters[$and][0][type][$in][1]=guide',
    'filters[$not][title][$null]=true',
    'filters[title][$between][0]=a&filters[title][$between][1]=m',
    'filters[title][0]=a&filters[title][1]=b',
    'filters[cover][url][$eq]=x',
    'filters[path][$eqi]=/&populate[blocks][on][blocks.hero][populate]=*&pagination[page]=1&pagination[pageSize]=1&status=draft',
    'populate[cover][fields][0]=url&populate[cover][filters][name][$startsWith]=a',
    'fields[0]=title&fields[1]=slug&sort[0]=publishedDate:desc&_q=network',
    'populate=*',
    'filters=abc',
  ])('lets a well-formed query through: %s', (query) => {
    expect(queryShapeProblem(parse(query))).toBeNull();
  });

  it.each([
    ['filters[$and]=1', 'filters[$and] must be a list of conditions'],
    ['filters[$or][0]=x', 'filters[$or][0] must be a condition'],
    ['filters[$or][0][$or]=1', 'filters[$or][0][$or] must be a list of conditions'],
    ['filters[$and][x][title]=y', 'filters[$and] must be a list of conditions'],
    ['filters[$not]=1', 'filters[$not] must be a condition'],
    ['filters[$not][0]=x', 'filters[$not] must be a condition'],
    ['filters[title][$eq][$eq]=x', 'filters[title][$eq] must be a value or a list of values'],
    ['filters[title][$between]=x', 'filters[title][$between] must be a list of two values'],
    ['filters[title][$in][0][a]=x', 'filters[title][$in] must be a value or a list of values'],
    ['filters[title][0][a]=x', 'filters[title] must be a value, a list of values or a condition'],
    ['populate[cover][filters][$and]=1', 'populate[cover][filters][$and] must be a list of conditions'],
    ['populate[blocks][on][blocks.hero][filters][$or]=x', 'populate[blocks][on][blocks.hero][filters][$or] must be a list of conditions'],
    ['populate[cover][fields]=', 'populate[cover][fields] must name fields'],
    ['fields=', 'fields must name fields'],
    ['pagination=abc', 'pagination must be an object'],
    ['pagination[limit][a]=1', 'pagination values must be numbers'],
    ['_q[0]=x', '_q must be text'],
  ])('refuses %s', (query, problem) => {
    expect(queryShapeProblem(parse(query))).toBe(problem);
  });

  it('checks a list of conditions at the top level too', () => {
    expect(filtersProblem([{ title: 'a' }, 'b'])).toBe('filters[1] must be a condition');
    expect(filtersProblem([{ title: { $eq: 'a' } }])).toBeNull();
  });
});

import { defineBlock, type ComponentData } from '../schema/define.js';
import { component, enumeration, media, string, text } from '../schema/fields.js';
import { linkElement } from './elements/link.js';

export const heroBlock = defineBlock({
  name: 'hero',
  displayName: 'Hero',
  icon: 'landscape',
  description: 'The opening banner of a page: full (home), compact (inner pages) or campaign',
  fields: {
    variant: enumeration(['full', 'compact', 'campaign'], { default: 'compact' }),
    eyebrow: string({ max: 60 }),
    heading: string({ required: true, max: 120 }),
    subheading: text({ max: 400 }),
    /** Campaign variant: the offer, shown as a highlighted badge. */
    offer: string({ max: 120 }),
    actions: component(linkElement, { repeatable: true, max: 2 }),
    image: media(),
  },
});

export type HeroBlock = ComponentData<typeof heroBlock>;

import { defineBlock } from '../schema/define.js';
import { component, date, enumeration, media, string, text } from '../schema/fields.js';
import { linkElement } from './elements/link.js';
import { fixtureImage } from './fixture-media.js';

export const heroBlock = defineBlock({
  name: 'hero',
  displayName: 'Hero',
  icon: 'landscape',
  description:
    'The opening banner of a page, with its main heading. Use it once, as the first block: full on the home page, compact on inner pages, campaign on campaign landing pages.',
  fields: {
    variant: enumeration(['full', 'compact', 'campaign'], {
      default: 'compact',
      label: 'Style',
      description: 'Full: large, for the home page. Compact: inner pages. Campaign: shows the offer as a badge',
    }),
    eyebrow: string({ label: 'Eyebrow', max: 60, description: 'A short line above the heading', placeholder: 'Managed networks' }),
    heading: string({ label: 'Heading', required: true, max: 120, width: 12, description: 'The page\'s main heading (its only h1)' }),
    subheading: text({ label: 'Subheading', max: 400, width: 12 }),
    offer: string({
      label: 'Offer',
      max: 120,
      width: 8,
      description: 'Campaign style only: the offer, shown as a highlighted badge',
      placeholder: 'Free site survey for the first 20 bookings',
    }),
    offerEndsOn: date({
      label: 'Offer ends on',
      description:
        'Campaign style only: from the day after this date the page shows "This offer has ended" instead of the offer. Leave empty for no end date',
    }),
    actions: component(linkElement, { repeatable: true, max: 2, label: 'Buttons' }),
    image: media({ label: 'Image', description: 'A wide photo, at least 1600 pixels across; faces and text away from the left edge' }),
  },
  // Whether an offer has ended depends on the day the page is loaded.
  needs: (block) => (block.offerEndsOn ? { kind: 'today' } : null),
  example: {
    id: 1,
    variant: 'campaign',
    eyebrow: "G'day 22 regional roadshow",
    heading: 'Networks that keep regional Australia connected',
    subheading: 'Managed networks, radio and cloud for councils, utilities and businesses outside the capitals.',
    offer: 'Free connectivity review for the first 30 bookings',
    offerEndsOn: '2030-06-30',
    actions: [
      { id: 11, label: 'Book a review', href: '/gday22#enquiry-form', style: 'primary', newTab: false, form: 'campaign-lead', builtForm: null, enquiryType: 'none', campaign: 'gday22-roadshow' },
      { id: 12, label: 'Call (02) 5550 4200', href: 'tel:+61255504200', style: 'secondary', newTab: false, form: 'none', builtForm: null, enquiryType: 'none' },
    ],
    image: fixtureImage('regional-tower', 'A radio tower above wheat fields at sunrise'),
  },
});

import { defineBlock } from '../schema/define.js';
import { component, enumeration, media, richText, string } from '../schema/fields.js';
import { linkElement } from './elements/link.js';
import { fixtureImage } from './fixture-media.js';

export const imageTextBlock = defineBlock({
  name: 'image-text',
  displayName: 'Image and text',
  icon: 'layout',
  description:
    'A picture beside a passage of text, with an optional button. Use it to tell one part of a story (a project, a team, a place); alternate the image side down the page.',
  fields: {
    eyebrow: string({ label: 'Eyebrow', max: 60, description: 'A short line above the heading' }),
    heading: string({ label: 'Heading', required: true, max: 120 }),
    body: richText({ label: 'Text', required: true }),
    image: media({ label: 'Image', required: true }),
    imagePosition: enumeration(['left', 'right'], {
      default: 'right',
      label: 'Image side',
      description: 'Which side of the text the image sits on, on wide screens (phones show it above the text)',
    }),
    action: component(linkElement, { label: 'Button', description: 'Optional: one button under the text' }),
  },
  example: {
    id: 5,
    eyebrow: 'Case study',
    heading: 'Forty depots, one network, one weekend',
    body: [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Riverina Shire Council moved every depot and library to SD-WAN over a single weekend. ' },
          { type: 'text', text: 'Nobody lost a phone line.', bold: true },
        ],
      },
    ],
    image: fixtureImage('council-depot', 'A technician fitting a router in a council depot'),
    imagePosition: 'left',
    action: { id: 51, label: 'Read the case study', href: '/resources/council-goes-sd-wan', style: 'text', newTab: false, form: 'none', builtForm: null, enquiryType: 'none' },
  },
});

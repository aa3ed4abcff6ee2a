import { defineBlock } from '../schema/define.js';
import { media, string, text } from '../schema/fields.js';
import { YOUTUBE_URL_MESSAGE, YOUTUBE_URL_PATTERN } from '../content/patterns.js';
import { fixtureImage } from './fixture-media.js';

export const videoBlock = defineBlock({
  name: 'video',
  displayName: 'Video',
  icon: 'play',
  description:
    'A YouTube video, loaded only when the visitor presses play (no tracking before that). Use it for demonstrations and customer stories.',
  fields: {
    heading: string({ label: 'Heading', max: 120, width: 12 }),
    title: string({ label: 'Video title', required: true, max: 120, description: 'Read out by screen readers and shown before the video loads' }),
    youtubeUrl: string({
      label: 'YouTube address',
      required: true,
      max: 200,
      pattern: YOUTUBE_URL_PATTERN,
      patternMessage: YOUTUBE_URL_MESSAGE,
      placeholder: 'https://www.youtube.com/watch?v=…',
    }),
    caption: text({ label: 'Caption', max: 300, width: 12 }),
    poster: media({ label: 'Cover image', description: 'Shown until the video plays; YouTube\'s own thumbnail is used when empty' }),
  },
  example: {
    id: 12,
    heading: 'See it in action',
    title: 'Push-to-talk over cellular for bus drivers',
    youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    caption: 'Drivers talk to the depot at the press of a button, anywhere there is mobile coverage.',
    poster: fixtureImage('bus-driver-radio', 'A bus driver pressing a push-to-talk button on the dashboard'),
  },
});

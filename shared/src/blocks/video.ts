import { defineBlock, type ComponentData } from '../schema/define.js';
import { media, string, text } from '../schema/fields.js';

/** youtube.com/watch?v=, youtu.be/ and youtube.com/embed/ addresses with an 11-character id. */
export const YOUTUBE_URL_PATTERN =
  '^https://(www\\.)?(youtube\\.com/(watch\\?v=|embed/)|youtu\\.be/)[A-Za-z0-9_-]{11}([?&][^\\s]*)?$';

export const videoBlock = defineBlock({
  name: 'video',
  displayName: 'Video',
  icon: 'play',
  description: 'A YouTube video, loaded only when the visitor presses play',
  fields: {
    heading: string({ max: 120 }),
    title: string({ required: true, max: 120 }),
    youtubeUrl: string({ required: true, max: 200, pattern: YOUTUBE_URL_PATTERN }),
    caption: text({ max: 300 }),
    poster: media(),
  },
});

export type VideoBlock = ComponentData<typeof videoBlock>;

import { defineComponent, type ComponentData } from '../../schema/define.js';
import { media, string, text } from '../../schema/fields.js';

export const teamMemberElement = defineComponent({
  category: 'elements',
  name: 'team-member',
  displayName: 'Team member',
  icon: 'user',
  description: 'A person with their role and a short biography',
  fields: {
    name: string({ required: true, max: 80 }),
    role: string({ required: true, max: 100 }),
    bio: text({ max: 600 }),
    photo: media(),
  },
});

export type TeamMemberData = ComponentData<typeof teamMemberElement>;

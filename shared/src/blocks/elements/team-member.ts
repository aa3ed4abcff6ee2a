import { defineElement, type ComponentData } from '../../schema/define.js';
import { media, string, text } from '../../schema/fields.js';

export const teamMemberElement = defineElement({
  name: 'team-member',
  displayName: 'Team member',
  icon: 'user',
  description: 'A person with their role and a short biography',
  fields: {
    name: string({ label: 'Name', required: true, max: 80 }),
    role: string({ label: 'Role', required: true, max: 100, placeholder: 'Head of network operations' }),
    bio: text({ label: 'Short biography', max: 600, width: 12 }),
    photo: media({ label: 'Photo', description: 'A head-and-shoulders portrait, at least 400 pixels square' }),
  },
});

export type TeamMemberData = ComponentData<typeof teamMemberElement>;

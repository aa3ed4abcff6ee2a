import { defineBlock, type ComponentData } from '../schema/define.js';
import { component, string, text } from '../schema/fields.js';
import { teamMemberElement } from './elements/team-member.js';

export const teamGridBlock = defineBlock({
  name: 'team-grid',
  displayName: 'Team grid',
  icon: 'user',
  description: 'People with their roles',
  fields: {
    heading: string({ max: 120 }),
    intro: text({ max: 500 }),
    members: component(teamMemberElement, { repeatable: true, min: 1, max: 24 }),
  },
});

export type TeamGridBlock = ComponentData<typeof teamGridBlock>;

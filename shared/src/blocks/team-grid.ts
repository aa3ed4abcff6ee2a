import { defineBlock, type ComponentData } from '../schema/define.js';
import { sectionHeading } from '../schema/field-sets.js';
import { component } from '../schema/fields.js';
import { teamMemberElement } from './elements/team-member.js';

export const teamGridBlock = defineBlock({
  name: 'team-grid',
  displayName: 'Team grid',
  icon: 'user',
  description:
    'People with their roles, photos and short biographies. Use it on the team page; ask each person before adding their photo.',
  fields: {
    ...sectionHeading(500),
    members: component(teamMemberElement, { repeatable: true, min: 1, max: 24, label: 'People' }),
  },
});

export type TeamGridBlock = ComponentData<typeof teamGridBlock>;

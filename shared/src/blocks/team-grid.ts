import { defineBlock } from '../schema/define.js';
import { listSection } from '../schema/field-sets.js';
import { teamMemberElement } from './elements/team-member.js';

export const teamGridBlock = defineBlock({
  name: 'team-grid',
  displayName: 'Team grid',
  icon: 'user',
  description:
    'People with their roles, photos and short biographies. Use it on the team page; ask each person before adding their photo.',
  fields: listSection(500, 'members', teamMemberElement, { min: 1, max: 24, label: 'People' }),
});

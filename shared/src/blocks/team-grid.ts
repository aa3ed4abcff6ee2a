import { defineBlock } from '../schema/define.js';
import { listSection } from '../schema/field-sets.js';
import { teamMemberElement } from './elements/team-member.js';
import { fixtureImage } from './fixture-media.js';

export const teamGridBlock = defineBlock({
  name: 'team-grid',
  displayName: 'Team grid',
  icon: 'user',
  description:
    'People with their roles, photos and short biographies. Use it on the team page; ask each person before adding their photo.',
  fields: listSection(500, 'members', teamMemberElement, { min: 1, max: 24, label: 'People' }),
  example: {
    id: 13,
    heading: 'Leadership team',
    members: [
      {
        id: 131,
        name: 'Priya Raman',
        role: 'Managing director',
        bio: 'Priya founded Ironbark after fifteen years building radio networks for emergency services.',
        photo: fixtureImage('priya-raman', 'Priya Raman', 600, 600),
      },
      { id: 132, name: 'Tom Walsh', role: 'Head of network operations' },
    ],
  },
});

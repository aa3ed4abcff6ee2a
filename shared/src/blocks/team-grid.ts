import { defineBlock, type ComponentData } from '../schema/define.js';
import { component, string, text } from '../schema/fields.js';
import { teamMemberElement } from './elements/team-member.js';
import { fixtureImage } from './fixture-media.js';

export const teamGridBlock = defineBlock({
  name: 'team-grid',
  displayName: 'Team grid',
  icon: 'user',
  description:
    'People with their roles, photos and short biographies. Use it on the team page; ask each person before adding their photo.',
  fields: {
    heading: string({ label: 'Heading', max: 120, width: 12 }),
    intro: text({ label: 'Introduction', max: 500, width: 12 }),
    members: component(teamMemberElement, { repeatable: true, min: 1, max: 24, label: 'People' }),
  },
});

export type TeamGridBlock = ComponentData<typeof teamGridBlock>;

export const teamGridFixture: TeamGridBlock = {
  __component: 'blocks.team-grid',
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
};

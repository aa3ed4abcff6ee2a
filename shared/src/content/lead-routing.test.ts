import { describe, expect, it } from 'vitest';
import { ANY, routeLead } from './lead-routing.js';

describe('lead routing', () => {
  const routing = {
    rules: [
      { form: 'partner', enquiryType: ANY, owner: 'partners@x.example' },
      { form: 'contact', enquiryType: 'network', owner: 'net@x.example' },
      { form: ANY, enquiryType: 'existing-customer', owner: 'desk@x.example' },
    ],
    team: [{ owner: 'ana@x.example' }, { owner: 'ben@x.example' }],
  };

  it('gives a lead to the first rule that matches its form and enquiry type', async () => {
    const noTurn = () => {
      throw new Error('a rule matched: no turn is taken');
    };
    expect(await routeLead(routing, { form: 'partner', enquiryType: 'network' }, noTurn)).toEqual({ owner: 'partners@x.example', by: 'rule' });
    expect(await routeLead(routing, { form: 'contact', enquiryType: 'network' }, noTurn)).toEqual({ owner: 'net@x.example', by: 'rule' });
    expect(await routeLead(routing, { form: 'campaign-lead', enquiryType: 'existing-customer' }, noTurn)).toEqual({ owner: 'desk@x.example', by: 'rule' });
  });

  it('else to the team member whose turn it is, round and round', async () => {
    let turn = 0;
    const owners: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) owners.push((await routeLead(routing, { form: 'contact', enquiryType: 'cloud' }, () => turn++))?.owner);
    expect(owners).toEqual(['ana@x.example', 'ben@x.example', 'ana@x.example', 'ben@x.example']);
    expect(await routeLead(routing, { form: 'download', enquiryType: null }, () => 7)).toEqual({ owner: 'ben@x.example', by: 'round-robin' });
  });

  it('to nobody without rules or team, taking no turn', async () => {
    let taken = 0;
    expect(await routeLead(null, { form: 'contact' }, () => taken++)).toBeNull();
    expect(await routeLead({ rules: [], team: [] }, { form: 'contact' }, () => taken++)).toBeNull();
    expect(taken).toBe(0);
  });
});

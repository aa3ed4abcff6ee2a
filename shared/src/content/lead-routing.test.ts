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

  it('gives a lead to the first rule that matches its form and enquiry type', () => {
    expect(routeLead(routing, { form: 'partner', enquiryType: 'network' }, 0)).toEqual({ owner: 'partners@x.example', by: 'rule' });
    expect(routeLead(routing, { form: 'contact', enquiryType: 'network' }, 0)).toEqual({ owner: 'net@x.example', by: 'rule' });
    expect(routeLead(routing, { form: 'campaign-lead', enquiryType: 'existing-customer' }, 0)).toEqual({ owner: 'desk@x.example', by: 'rule' });
  });

  it('else to the team member whose turn it is, round and round', () => {
    const owners = [0, 1, 2, 3].map((turn) => routeLead(routing, { form: 'contact', enquiryType: 'cloud' }, turn)?.owner);
    expect(owners).toEqual(['ana@x.example', 'ben@x.example', 'ana@x.example', 'ben@x.example']);
    expect(routeLead(routing, { form: 'download', enquiryType: null }, 7)).toEqual({ owner: 'ben@x.example', by: 'round-robin' });
  });

  it('to nobody without rules or team', () => {
    expect(routeLead(null, { form: 'contact' }, 0)).toBeNull();
    expect(routeLead({ rules: [], team: [] }, { form: 'contact' }, 3)).toBeNull();
  });
});

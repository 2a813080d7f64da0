/** The demo world's sign-ins, printed at start-up and used by the tests. All share one password. */
export const DemoPassword = 'Demo@1234';

export const DemoAccounts = [
  {
    tenantId: 'bdfare',
    email: 'agent@demo.test',
    role: 'agent',
    firstName: 'Rahim',
    lastName: 'Uddin',
    agencyName: 'Demo Travels Ltd',
    description: 'agency owner, Demo Travels Ltd',
  },
  {
    tenantId: 'bdfare',
    email: 'ops@demo.test',
    role: 'operator',
    firstName: 'Nadia',
    lastName: 'Karim',
    agencyName: null,
    description: 'operator of the provider',
  },
  {
    tenantId: 'skyway',
    email: 'agent@skyway.test',
    role: 'agent',
    firstName: 'Sara',
    lastName: 'Ahmed',
    agencyName: 'Skyway Demo Agency',
    description: 'agency owner, Skyway Demo Agency (white-label tenant)',
  },
] as const;

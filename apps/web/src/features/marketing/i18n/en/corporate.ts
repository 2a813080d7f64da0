export const corporate = {
  hero: {
    title: 'Corporate travel, under control',
    subtitle:
      'Give your company a travel desk on {{brand}}: employees book within policy, managers approve, and finance receives one consolidated invoice.',
  },
  features: {
    title: 'Built for corporate travel desks',
    items: {
      policies: {
        title: 'Travel policies',
        body: 'Set cabin class, fare ceilings, advance-purchase rules and preferred airlines for each grade of employee.',
      },
      approvals: {
        title: 'Approvals',
        body: 'Trips outside policy go to the traveller’s approver before ticketing, and every decision is recorded with its reason.',
      },
      invoicing: {
        title: 'Consolidated invoicing',
        body: 'One invoice per billing period across all travellers and cost centres, instead of a receipt for every ticket.',
      },
      travellers: {
        title: 'Traveller profiles',
        body: 'Passports, frequent-flyer numbers and meal preferences are stored once and used on every booking.',
      },
      reports: {
        title: 'Spend reports',
        body: 'See spend by department, route, airline and traveller, and how much policy saved you.',
      },
      support: {
        title: 'Changes and support',
        body: 'Date changes, refunds and cancellations are handled from the booking, by a team that knows your account.',
      },
    },
  },
  process: {
    title: 'How it works',
    steps: {
      open: {
        title: 'Open a corporate account',
        body: 'Register your company with its trade licence and billing details.',
      },
      configure: {
        title: 'Set policy and people',
        body: 'Add travellers, approvers and cost centres, and choose the rules that apply to each.',
      },
      book: {
        title: 'Book and approve',
        body: 'Travellers or the travel desk book; out-of-policy trips wait for approval before ticketing.',
      },
      settle: {
        title: 'Settle on one invoice',
        body: 'Finance pays one consolidated invoice and reconciles it against the spend report.',
      },
    },
  },
  cta: {
    title: 'Bring your company’s travel to {{brand}}',
    description: 'Open a corporate account and set up your travel policy in an afternoon.',
  },
};

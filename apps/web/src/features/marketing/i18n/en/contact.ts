export const contact = {
  hero: {
    title: 'Contact us',
    subtitle:
      'Questions about an account, a booking or a partnership? Reach the right {{brand}} team directly.',
    call: 'Call {{phone}}',
    email: 'Email {{email}}',
  },
  labels: {
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    opensInNewTab: '(opens in a new tab)',
  },
  teams: {
    title: 'Reach the right team',
  },
  offices: {
    title: 'Our offices',
    headquarterMap: 'See our head office on the map',
  },
};

export const testimonials = {
  hero: {
    title: 'What agencies say about {{brand}}',
    subtitle:
      'Travel agency owners from across Bangladesh on how they sell, ticket and get paid with {{brand}}.',
  },
  list: {
    title: 'In their own words',
    attribution: '{{role}}, {{agency}}',
    rating: 'Rated {{rating}} out of 5',
    loading: 'Loading reviews',
    empty: 'No reviews have been published yet.',
    error: 'Reviews could not be loaded just now. Please try again later.',
  },
  cta: {
    title: 'Join the agencies that sell with {{brand}}',
    description: 'Open your agency account and see the difference on your first booking.',
  },
};

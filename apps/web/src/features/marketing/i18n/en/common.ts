export const common = {
  actions: {
    getStarted: 'Get Started',
    contactUs: 'Contact us',
    talkToUs: 'Talk to our team',
    readApiReference: 'Read the API reference',
    requestApiAccess: 'Request API access',
    openCorporateAccount: 'Open a corporate account',
    seeTestimonials: 'Read what agencies say',
  },
  legal: {
    onThisPage: 'On this page',
    contactTitle: 'Contact',
    contactIntro: 'Questions about this document? Write to us or call us:',
  },
};

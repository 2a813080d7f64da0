export const supplier = {
  hero: {
    title: 'Partner with {{brand}} and reach travel agencies every day',
    subtitle:
      'Airlines, hotels, destination management companies and visa partners distribute through our B2B network: agencies see your product beside everything else they sell and pay for it from a funded wallet.',
  },
  partners: {
    title: 'Who we work with',
    items: {
      airlines: {
        title: 'Airlines',
        body: 'Publish fares, fare families and ancillaries through GDS, NDC or a direct connection. Agencies book and ticket with your rules applied.',
      },
      hotels: {
        title: 'Hotels and bed banks',
        body: 'Connect rates and allotments by API or channel manager. Bookings confirm against your live availability and cancellation terms.',
      },
      dmcs: {
        title: 'DMCs and tour operators',
        body: 'List holiday packages and Umrah programmes. Enquiries reach you with the traveller details and dates already filled in.',
      },
      services: {
        title: 'Visa and travel services',
        body: 'Offer visa processing and other services, with document collection and status updates handled in the portal.',
      },
    },
  },
  benefits: {
    title: 'Why suppliers choose {{brand}}',
    items: {
      reach: {
        title: 'One contract, many sellers',
        body: 'Agencies of every size sell your product, along with white-label partners who sell it under their own brand.',
      },
      prepaid: {
        title: 'Prepaid distribution',
        body: 'Agencies pay from a funded wallet before a ticket or voucher is issued, so you are not chasing receivables.',
      },
      rules: {
        title: 'Your rules, enforced',
        body: 'Fare rules, time limits, cancellation policies and commissions are applied at search, at pricing and at booking.',
      },
      insight: {
        title: 'Sales you can see',
        body: 'Reports by route, property and period help you adjust your inventory and pricing to what agencies actually sell.',
      },
    },
  },
  process: {
    title: 'How partnering works',
    steps: {
      talk: {
        title: 'Talk to us',
        body: 'Tell our partnerships team about your product, your markets and how you connect today.',
      },
      agree: {
        title: 'Agree terms and content',
        body: 'We agree commercial terms and the content you distribute: fares, rates, descriptions and images.',
      },
      connect: {
        title: 'Connect and test',
        body: 'We connect to your system and test search, booking and cancellation end to end before any agency sees it.',
      },
      launch: {
        title: 'Go live and grow',
        body: 'Your product appears to agencies, and we review the results with you regularly.',
      },
    },
  },
  cta: {
    title: 'Become a {{brand}} supply partner',
    description:
      'Write to our partnerships team with your product, markets and connection options, and we will take it from there.',
  },
};

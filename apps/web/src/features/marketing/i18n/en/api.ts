export const api = {
  hero: {
    title: 'The {{brand}} travel API',
    subtitle:
      'Bring our flight content, booking engine and wallet into your own website, app or back office with a REST/JSON API. It is the same engine that runs this portal.',
  },
  coverage: {
    title: 'What you can build',
    items: {
      search: {
        title: 'Flight search',
        body: 'One-way, return and multi-city searches across airlines and GDS sources, with results that arrive progressively as each source answers.',
      },
      price: {
        title: 'Pricing and fare rules',
        body: 'Confirm the fare before booking, read baggage, change and refund rules, and compare fare families.',
      },
      book: {
        title: 'Booking and ticketing',
        body: 'Create the booking, hold it until the airline’s time limit, and issue tickets paid from your wallet.',
      },
      afterSales: {
        title: 'After-sales',
        body: 'Quote and confirm voids, refunds and reissues, and follow each request until it is settled.',
      },
      orders: {
        title: 'Orders and documents',
        body: 'Retrieve orders, booking history, e-ticket numbers and printable tickets and invoices.',
      },
      money: {
        title: 'Wallet and ledger',
        body: 'Read your balance and transactions so your own systems reconcile without manual exports.',
      },
    },
  },
  flow: {
    title: 'Search, price, book, ticket',
    intro: 'A booking through the API takes four calls, always in this order.',
    steps: {
      search: {
        title: 'Search',
        body: 'Send origin, destination, dates and passengers. You receive a request id; poll it for results, which stay valid for 15 minutes.',
      },
      price: {
        title: 'Price',
        body: 'Price the chosen itinerary. If the fare or booking class has changed, the response says so and you decide whether to continue.',
      },
      book: {
        title: 'Book',
        body: 'Create the booking with the passengers’ details. The airline holds the seats until the time limit in the response.',
      },
      ticket: {
        title: 'Ticket',
        body: 'Issue the tickets. The amount is debited from your wallet and the order returns with its ticket numbers.',
      },
    },
  },
  developers: {
    title: 'Made for developers',
    items: {
      rest: {
        title: 'REST and JSON',
        body: 'Predictable paths in the form /{service}/api/{version}/{Controller}/{Action}, with JSON bodies checked against published schemas.',
      },
      errors: {
        title: 'One error shape',
        body: 'Every rejection comes with the fitting HTTP status and an error code and message your code can act on.',
      },
      sandbox: {
        title: 'A realistic sandbox',
        body: 'Build against a sandbox that behaves like real suppliers, with latency, price changes, limited seats and time limits.',
      },
      idempotency: {
        title: 'Safe retries',
        body: 'Calls that move money or create orders accept an Idempotency-Key header, so a retry never books twice.',
      },
      auth: {
        title: 'Token sessions',
        body: 'Authenticate once and send the bearer token with each call. Sessions can be revoked at once from the portal.',
      },
      openapi: {
        title: 'OpenAPI reference',
        body: 'The reference is generated from the same schemas the server validates with, so it is never out of date.',
      },
    },
  },
  access: {
    title: 'Getting access',
    steps: {
      register: {
        title: 'Register your company',
        body: 'Open an agency account; API access is granted to verified businesses.',
      },
      sandbox: {
        title: 'Build in the sandbox',
        body: 'Use sandbox credentials to search, book and ticket without real money or real seats.',
      },
      certify: {
        title: 'Certify your integration',
        body: 'We review a few test bookings with you, including a void and a refund.',
      },
      live: {
        title: 'Go live',
        body: 'Switch to live credentials and sell through your own channels.',
      },
    },
  },
  cta: {
    title: 'Start building with {{brand}}',
    description: 'Read the reference, then register your company to receive sandbox access.',
  },
};

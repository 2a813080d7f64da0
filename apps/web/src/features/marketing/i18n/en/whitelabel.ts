export const whitelabel = {
  hero: {
    title: 'Your own travel portal, under your own brand',
    subtitle:
      'Launch a booking site on your own domain, powered by the content, booking engine and back office of {{brand}}. Your agencies and customers see only your brand.',
  },
  branding: {
    title: 'Make it yours',
    items: {
      brand: {
        title: 'Your brand and domain',
        body: 'Your logo, company name, favicon and page title, served on your own domain.',
      },
      theme: {
        title: 'Theme and colours',
        body: 'Choose one of four themes and set your primary colour; the header, footer and home page follow.',
      },
      login: {
        title: 'Login style',
        body: 'A cover, centered, modal or form-left login, to match how your customers arrive.',
      },
      translations: {
        title: 'Your words, in English and Bangla',
        body: 'Change any text on the site in both languages, so it speaks the way your brand does.',
      },
      payments: {
        title: 'Payment methods',
        body: 'Choose which cards, mobile wallets and bank options your customers can pay with.',
      },
      content: {
        title: 'Home page content',
        body: 'Hero text, airline logos, destinations with fares, your mobile app, about-us and contact details are all yours to edit.',
      },
    },
  },
  included: {
    title: 'Everything else is included',
    items: {
      inventory: {
        title: 'Content from day one',
        body: 'Flights from many airlines and GDS sources, hotels, holidays and visas, ready to sell on the first day.',
      },
      agencies: {
        title: 'Your own agency network',
        body: 'Onboard your own agencies, each with its wallet, staff roles, ledger and reports.',
      },
      operations: {
        title: 'Back office',
        body: 'Approve deposits, work the ticketing, void and refund queues, and manage your agencies from one place.',
      },
      hosting: {
        title: 'Hosting and updates',
        body: 'We run, secure and update the platform; new features reach your portal without a project of your own.',
      },
    },
  },
  process: {
    title: 'From first call to launch',
    steps: {
      talk: {
        title: 'Tell us about your business',
        body: 'Your markets, your customers and the products you want to sell.',
      },
      brand: {
        title: 'Send your brand kit',
        body: 'Logo, colours, texts and the payment methods you accept.',
      },
      preview: {
        title: 'Review your portal',
        body: 'Try your portal on a preview address and ask for changes until it is right.',
      },
      launch: {
        title: 'Go live',
        body: 'Point your domain at the portal and start selling.',
      },
    },
  },
  cta: {
    title: 'Launch your white-label portal with {{brand}}',
    description:
      'Start with an agency account, then talk to us about your brand, your domain and your launch date.',
  },
};

export const agent = {
  hero: {
    title: 'Sell more travel with one {{brand}} agent account',
    subtitle:
      'Search and ticket flights from many airlines and GDS sources, book hotels, holidays and visas, and run your wallet, after-sales and reports from one portal built for travel agencies.',
  },
  products: {
    title: 'Everything your customers ask for',
    items: {
      flights: {
        title: 'Flights',
        body: 'Fares from full-service and low-cost airlines and several GDS sources in one search, merged and sorted by price. One-way, return and multi-city, with baggage, fare families and fare rules shown before you book.',
      },
      hotels: {
        title: 'Hotels',
        body: 'Rooms worldwide with live rates and clear cancellation terms, confirmed while you wait, with a voucher you can print for your traveller.',
      },
      holidays: {
        title: 'Holiday packages',
        body: 'Ready-made tours by destination, duration and budget. Send an enquiry for your traveller and our holiday desk comes back with a quote.',
      },
      visas: {
        title: 'Visas',
        body: 'Check the requirements, upload the documents and follow every application in the visa queue, from submission to decision.',
      },
      specialFares: {
        title: 'Group, Umrah and Xclusive fares',
        body: 'Seat blocks and negotiated fares for groups, Umrah travellers and fixed departures, open only to registered agencies.',
      },
      queueShare: {
        title: 'Queue share',
        body: 'Import a booking made in your own GDS office by its PNR, then issue and manage it here like any other order.',
      },
    },
  },
  money: {
    title: 'Your money, always accounted for',
    items: {
      wallet: {
        title: 'Wallet and deposits',
        body: 'Top up by bank deposit, bank transfer, cheque, mobile banking or card. Every approved deposit reaches your wallet and shows in the payment ledger.',
      },
      partialPayment: {
        title: 'Partial payment',
        body: 'Issue eligible tickets by paying the minimum payable now and settle the due before its due date, without holding up your traveller.',
      },
      ledger: {
        title: 'A ledger you can reconcile',
        body: 'Every debit and credit carries its booking or deposit reference, so your statement matches your bank and your books.',
      },
    },
  },
  afterSales: {
    title: 'After-sales without the phone calls',
    items: {
      void: {
        title: 'Void',
        body: 'Cancel a ticket within the airline’s void window straight from the booking, with the charge shown before you confirm.',
      },
      refund: {
        title: 'Refund',
        body: 'Request a refund for all or some passengers. We quote the airline penalty and our service charge; once you accept, the refund returns to your wallet.',
      },
      reissue: {
        title: 'Reissue',
        body: 'Change dates or routes: search new flights for the exchange, see the fare difference and penalty, and confirm the new ticket.',
      },
    },
  },
  manage: {
    title: 'Run your agency, not just your bookings',
    items: {
      staff: {
        title: 'Staff, branches and roles',
        body: 'Add staff and branches and decide, role by role, who can search, book, issue tickets, see commission or request refunds.',
      },
      reports: {
        title: 'Reports',
        body: 'Sales, bookings, refunds and transactions by date, staff and branch, ready to print or export.',
      },
      travellers: {
        title: 'Traveller profiles',
        body: 'Save passports and contact details once and fill the next booking in seconds.',
      },
      documents: {
        title: 'Your name on every document',
        body: 'Tickets and invoices carry your agency’s name and logo, with or without the price, ready to send to your customer.',
      },
    },
  },
  join: {
    title: 'How to open your agency account',
    steps: {
      register: {
        title: 'Register your agency',
        body: 'Tell us about your business, whether it is a proprietorship, a partnership or a limited company.',
      },
      verify: {
        title: 'Verify and upload',
        body: 'Confirm your email and phone with a one-time code and upload your trade licence and national ID.',
      },
      approve: {
        title: 'Get approved',
        body: 'Our onboarding team checks your documents and activates your account, then your account manager gets in touch.',
      },
      sell: {
        title: 'Top up and sell',
        body: 'Make your first deposit, set up your staff and issue your first ticket.',
      },
    },
  },
  cta: {
    title: 'Ready to grow your agency with {{brand}}?',
    description: 'Open your agency account today and start booking as soon as it is approved.',
  },
};

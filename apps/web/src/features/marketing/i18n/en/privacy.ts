export const privacy = {
  hero: {
    title: 'Privacy Policy',
    subtitle:
      'How {{brand}} collects, uses and protects the information of the agencies, staff, corporate customers and travellers who use the portal.',
  },
  sections: {
    collected: {
      title: '1. Information we collect',
      p1: 'We collect only what we need to run your account and your bookings:',
      item1:
        'Business and account details: company name, address, owner and staff names, email addresses and phone numbers.',
      item2:
        'Verification documents: trade licence, national ID and civil aviation registration numbers and copies.',
      item3:
        'Traveller details: names, dates of birth, passport and visa details, contact details and special service requests.',
      item4: 'Financial records: deposits, payments, wallet transactions, refunds and invoices.',
      item5:
        'Device and usage information: browser and operating system, device type, screen size, IP address and approximate location, recorded when you sign in.',
    },
    use: {
      title: '2. How we use it',
      item1: 'To make, ticket, change and refund bookings with airlines, hotels and other suppliers.',
      item2: 'To verify your business, secure your account and recognise new devices signing in.',
      item3: 'To keep your wallet, ledger and invoices accurate and to meet accounting and tax obligations.',
      item4: 'To support you, send booking and account notices, and improve the portal.',
      p1: 'We do not use traveller details for marketing, and we never sell personal information.',
    },
    sharing: {
      title: '3. Who we share it with',
      p1: 'We share information only as far as a booking or the law requires:',
      item1: 'Airlines, global distribution systems, hotels and other suppliers that fulfil your bookings.',
      item2: 'Embassies and visa processing centres, for visa applications you submit.',
      item3: 'Banks, payment gateways and mobile financial services that process your payments.',
      item4: 'Government and regulatory authorities, when the law of Bangladesh requires it.',
      p2: 'Our service providers act on our instructions and must protect the information they receive.',
    },
    retention: {
      title: '4. How long we keep it',
      p1: 'We keep account information while your account is open. Booking, payment and invoice records are kept for as long as accounting, tax and aviation rules require, and then deleted or anonymised.',
      p2: 'Verification documents are kept for the life of the account and for the period the law requires after it closes.',
    },
    rights: {
      title: '5. Your rights',
      p1: 'You can ask to see the personal information we hold about you, to correct it, or to delete it where we are not required to keep it. You can also object to optional uses such as product news. Account owners can update most details themselves in company settings.',
      p2: 'We answer requests within 30 days. We may ask you to confirm your identity first.',
    },
    cookies: {
      title: '6. Cookies and local storage',
      p1: 'The portal stores a session token and a device identifier in your browser so that you stay signed in and we can recognise your device. It also remembers your language and search preferences.',
      p2: 'We do not use advertising cookies. Clearing your browser storage signs you out and may ask you to verify your device again.',
    },
    security: {
      title: '7. Security',
      p1: 'Passwords are stored only as strong one-way hashes, connections are encrypted, and staff access to personal information is limited to those who need it. Tell us at once if you suspect your account has been misused.',
    },
  },
};

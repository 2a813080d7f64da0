export const testimonials = {
  hero: {
    title: 'What agencies say about {{brand}}',
    subtitle:
      'Travel agency owners from across Bangladesh on how they sell, ticket and get paid with {{brand}}.',
  },
  list: {
    title: 'In their own words',
    attribution: '{{role}}, {{agency}}',
    items: {
      mahbub: {
        quote:
          'We used to switch between three airline and GDS screens for one quote. With {{brand}} my staff search once, compare every fare and issue from the same page.',
        name: 'Mahbubur Rahman',
        role: 'Owner',
        agency: 'Sonargaon Air Travels',
        city: 'Dhaka',
      },
      tahmina: {
        quote:
          'Most of our travellers work in the Gulf. Group fares let us quote a whole group in minutes, and the time limit is right there on the booking.',
        name: 'Tahmina Akter',
        role: 'Managing Partner',
        agency: 'Karnaphuli Tours & Travels',
        city: 'Chattogram',
      },
      kaium: {
        quote:
          'Our families often pay in two parts. Partial payment means we issue the ticket today and settle the due before the due date, without calling anyone.',
        name: 'Abdul Kaium',
        role: 'Proprietor',
        agency: 'Surma Overseas Travels',
        city: 'Sylhet',
      },
      farhana: {
        quote:
          'I started alone with one laptop. Now two juniors book for me; their role lets them search and hold, but only I issue tickets and see the commission.',
        name: 'Farhana Yasmin',
        role: 'Founder',
        agency: 'Rupsha Travel Point',
        city: 'Khulna',
      },
      rafiq: {
        quote:
          'A wrong name on a ticket used to cost us an evening on the phone. Now we void it from the booking the same day and the charge is shown before we confirm.',
        name: 'Rafiqul Islam',
        role: 'Director',
        agency: 'Padma Air Link',
        city: 'Rajshahi',
      },
      nusrat: {
        quote:
          'We sell flights and hotels together for beach holidays. Booking both in one place, with one wallet, has made our packages faster to put together.',
        name: 'Nusrat Jahan',
        role: 'Owner',
        agency: 'Jhinuk Holidays',
        city: 'Cox’s Bazar',
      },
      shafiq: {
        quote:
          'Umrah season is our busiest time. The Umrah fares and the refund queue keep fifty bookings under control without a single spreadsheet.',
        name: 'Shafiqul Haque',
        role: 'Chief Executive',
        agency: 'Al-Madina Hajj & Umrah Services',
        city: 'Cumilla',
      },
      sumaiya: {
        quote:
          'At the end of the month the ledger matches our bank statement line by line. Our accountant finally stopped asking me for receipts.',
        name: 'Sumaiya Chowdhury',
        role: 'Finance Partner',
        agency: 'Brahmaputra Travels',
        city: 'Mymensingh',
      },
      jahangir: {
        quote:
          'Visa files for Malaysia and Thailand used to live in paper folders. Now every application shows its status in the visa queue, and customers no longer call us to ask.',
        name: 'Jahangir Alam',
        role: 'Proprietor',
        agency: 'Kirtankhola Travels',
        city: 'Barishal',
      },
    },
  },
  cta: {
    title: 'Join the agencies that sell with {{brand}}',
    description: 'Open your agency account and see the difference on your first booking.',
  },
};

export const refunds = {
  hero: {
    title: 'Refunds and Return Policy',
    subtitle:
      'How voids, refunds and reissues work for tickets and other services booked on {{brand}}, what they cost and how long they take.',
  },
  sections: {
    airlineRules: {
      title: '1. Airline refund rules',
      p1: 'Every fare carries the airline’s own rules on refunds and changes, shown as the fare rules before you book. These rules decide whether a ticket can be refunded and what penalty applies.',
      item1: 'Refundable fares are refunded less the airline’s cancellation penalty.',
      item2: 'Non-refundable fares may still return unused airport taxes, as the airline allows.',
      item3: 'Partly used tickets are refunded for the unused sectors only, recalculated by the airline.',
      item4: 'No-show passengers may face an extra penalty or lose the refund entirely.',
    },
    void: {
      title: '2. Void window',
      p1: 'A ticket can be voided, meaning cancelled without an airline penalty, only on the day it was issued and within the airline’s void window. Most airlines close the window before midnight Bangladesh time (GMT+6) on the issue date; some close it earlier.',
      p2: 'Request a void from the booking as soon as you know it is needed. A voided ticket is refunded to your wallet in full, less our void service charge.',
    },
    charges: {
      title: '3. Service charges',
      p1: 'Besides the airline penalty, {{brand}} charges a service charge per ticket for voids, refunds and reissues. The penalty, the service charge and the amount you will receive are shown in the quote before you confirm; nothing is charged until you accept it.',
      p2: 'The original booking service charge and payment gateway fees are not refundable.',
    },
    processing: {
      title: '4. Processing time',
      item1: 'Voids are processed the same day and credited to your wallet once confirmed.',
      item2: 'Refunds that the airline calculates automatically are usually credited within 7 working days.',
      item3:
        'Refunds that need the airline’s manual review can take 30 to 90 days, depending on the airline.',
      item4: 'Reissues are completed once you accept the quote and the fare difference is paid.',
      p1: 'Refunds are always credited to your wallet, in the currency of your account. When an account is closed, its remaining balance is paid to the registered bank account.',
    },
    request: {
      title: '5. How to request',
      item1: 'Open the booking from My Bookings and choose Void, Refund or Reissue.',
      item2: 'Select the passengers and, where asked, the sectors concerned.',
      item3: 'Review the quote with the penalty and service charge, and confirm it.',
      item4: 'Follow the request in the void, refund or reissue queue until it is completed.',
      p1: 'Requests for hotels, holidays and visas follow the supplier’s cancellation policy shown at booking; contact us to cancel them.',
    },
  },
};

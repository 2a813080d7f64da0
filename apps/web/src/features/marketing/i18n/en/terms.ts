export const terms = {
  hero: {
    title: 'Terms and Conditions',
    subtitle:
      'These terms govern the use of the {{brand}} portal by travel agencies, their staff and corporate customers. By opening an account or making a booking you accept them.',
  },
  sections: {
    account: {
      title: '1. Your account',
      p1: 'Accounts are opened for registered businesses only. You must give accurate company, owner and contact details and the documents we ask for, such as your trade licence and national ID, and keep them up to date.',
      p2: 'You are responsible for everything done with your account, including by your staff. Keep passwords confidential, give each person their own login, and set their permissions to what their work requires.',
      p3: 'We may suspend or close an account that gives false information, is used for fraud or breaks these terms. Money owed on either side is settled when an account closes.',
    },
    bookings: {
      title: '2. Bookings and tickets',
      p1: 'Flights, hotels, holidays and visas are supplied by airlines, hotels and other suppliers. Each booking is subject to that supplier’s conditions, including fare rules, baggage allowances and cancellation policies, which are shown before you book.',
      p2: 'You must enter passenger names exactly as they appear in the passport and check dates, routes and passenger types before confirming. Changes after booking may cost a fee or may not be possible.',
      p3: 'Fares and availability are confirmed only when a booking is made and, for held bookings, only until the time limit shown. A held booking that is not issued before its time limit is cancelled by the airline.',
      p4: 'You are responsible for telling your travellers about passport, visa, health and transit requirements for their journey.',
    },
    payments: {
      title: '3. Prices and payments',
      p1: 'Prices are shown in the currency of your account and include the taxes and charges known at the time of booking. Tickets and vouchers are issued only against the balance of your wallet or an approved payment.',
      p2: 'Deposits are credited to your wallet after we confirm receipt of the funds. Partial payment, where offered, requires the remaining due to be paid before its due date; unpaid dues may lead to cancellation of the booking and suspension of the account.',
      p3: 'Every charge and credit is recorded in your payment ledger. Report any disagreement about a transaction within 30 days of the transaction date.',
    },
    cancellations: {
      title: '4. Changes, cancellations and refunds',
      p1: 'Voids, refunds and reissues are requested from the booking and follow the airline’s rules and our Refunds and Return Policy. We show the penalty and service charges before you confirm a request.',
      p2: 'Refunds are paid to your wallet once the supplier has refunded us. We are not responsible for delays or refusals by a supplier, but we will follow up on your behalf.',
    },
    liability: {
      title: '5. Liability',
      p1: '{{brand}} acts as an intermediary between you and the suppliers. We are not liable for the acts or omissions of airlines, hotels or other suppliers, including schedule changes, cancellations, overbooking or lost baggage.',
      p2: 'We work to keep the portal available and accurate but do not promise that it will be free of interruptions or errors. Our total liability for any claim is limited to the service charges we received for the booking concerned.',
      p3: 'Nothing in these terms limits liability that cannot be limited under the laws of Bangladesh.',
    },
    law: {
      title: '6. Governing law',
      p1: 'These terms are governed by the laws of the People’s Republic of Bangladesh. Disputes that cannot be settled amicably are subject to the exclusive jurisdiction of the courts of Dhaka.',
    },
    changes: {
      title: '7. Changes to these terms',
      p1: 'We may update these terms to reflect changes in our services or the law. The version published on this page applies from the date it is published; continued use of the portal means you accept it.',
    },
  },
};

import type { GuardedPath } from '../../../lib/app-access';

/** The subjects of the help page, in the order an agent meets them. */
export const HelpTopics = [
  'booking',
  'issuing',
  'voidRefund',
  'deposits',
  'partialPayment',
  'queueShare',
  'hotels',
  'holidays',
  'visas',
  'companySettings',
  'reports',
] as const;
export type HelpTopic = (typeof HelpTopics)[number];

/** A page an answer points to; shown only to users who may open it. */
export type HelpLink = GuardedPath | '/searchpad' | '/my-profile';

export interface HelpAnswer {
  /** The answer's key in the translations: answers.<id>.question, .answer and .keywords. */
  id: string;
  topic: HelpTopic;
  link?: HelpLink;
}

export const HelpAnswers: readonly HelpAnswer[] = [
  { id: 'searchFlights', topic: 'booking', link: '/searchpad' },
  { id: 'holdBooking', topic: 'booking', link: '/my-bookings' },
  { id: 'priceChanged', topic: 'booking' },
  { id: 'issueTicket', topic: 'issuing', link: '/my-bookings' },
  { id: 'issueInProgress', topic: 'issuing', link: '/my-bookings' },
  { id: 'printTicket', topic: 'issuing', link: '/my-bookings' },
  { id: 'voidTicket', topic: 'voidRefund', link: '/void-management' },
  { id: 'refundTicket', topic: 'voidRefund', link: '/refund-management' },
  { id: 'reissueTicket', topic: 'voidRefund', link: '/reIssue-management' },
  { id: 'makeDeposit', topic: 'deposits', link: '/bank-deposit' },
  { id: 'depositStatus', topic: 'deposits', link: '/deposit-list' },
  { id: 'walletLines', topic: 'deposits', link: '/my-transactions' },
  { id: 'partialPay', topic: 'partialPayment', link: '/partial-payment' },
  { id: 'settleDue', topic: 'partialPayment', link: '/partial-payment' },
  { id: 'importPnr', topic: 'queueShare', link: '/searchpad/queueshare' },
  { id: 'bookHotel', topic: 'hotels', link: '/searchpad/hotel' },
  { id: 'hotelOnRequest', topic: 'hotels', link: '/hotel-bookings' },
  { id: 'holidayRequest', topic: 'holidays', link: '/holiday-requests' },
  { id: 'visaApply', topic: 'visas', link: '/searchpad/visa' },
  { id: 'companyDetails', topic: 'companySettings', link: '/company-settings' },
  { id: 'staffAccess', topic: 'companySettings', link: '/company-settings' },
  { id: 'readReports', topic: 'reports', link: '/reports' },
];

/** What a search compares: the answer's question, answer and keywords in the reader's language (and English). */
export type AnswerText = (answer: HelpAnswer) => string;

/** Lower case, without accents or punctuation, so "Void?" and "void" match. */
function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ');
}

/** The words of a search, each at least one letter long. */
export function searchWords(term: string): string[] {
  return normalise(term).split(' ').filter(Boolean);
}

/**
 * The answers of a topic (or all) that hold every word of the search somewhere in their texts. Every word must
 * match so "refund hotel" narrows rather than widens.
 */
export function findAnswers(
  answers: readonly HelpAnswer[],
  textOf: AnswerText,
  term: string,
  topic: HelpTopic | null,
): HelpAnswer[] {
  const words = searchWords(term);
  return answers.filter((answer) => {
    if (topic && answer.topic !== topic) return false;
    if (words.length === 0) return true;
    const text = normalise(textOf(answer));
    return words.every((word) => text.includes(word));
  });
}

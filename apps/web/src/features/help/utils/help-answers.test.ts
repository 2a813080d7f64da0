import { describe, expect, it } from 'vitest';
import { helpTexts } from '../i18n';
import { findAnswers, HelpAnswers, searchWords, type HelpAnswer } from './help-answers';

type Answers = typeof helpTexts.en.answers;
const textIn = (answers: Answers) => (answer: HelpAnswer) => {
  const texts = answers[answer.id as keyof Answers];
  return `${texts.question} ${texts.answer} ${texts.keywords}`;
};
const english = textIn(helpTexts.en.answers);
const bangla = textIn(helpTexts.bn.answers as Answers);
const ids = (found: HelpAnswer[]) => found.map((answer) => answer.id);

describe('help search', () => {
  it('lists every answer when nothing is typed, and a topic’s own when one is chosen', () => {
    expect(findAnswers(HelpAnswers, english, '  ', null)).toHaveLength(HelpAnswers.length);
    expect(ids(findAnswers(HelpAnswers, english, '', 'partialPayment'))).toEqual(['partialPay', 'settleDue']);
  });

  it('finds the void answer first by the word agents type, whatever the case or punctuation', () => {
    const found = ids(findAnswers(HelpAnswers, english, 'VOID?', null));
    expect(found).toContain('voidTicket');
    expect(found).not.toContain('makeDeposit');
  });

  it('needs every word, so more words narrow the answers', () => {
    const refund = ids(findAnswers(HelpAnswers, english, 'refund', null));
    const hotelRefund = ids(findAnswers(HelpAnswers, english, 'refund quote', null));
    expect(refund.length).toBeGreaterThan(hotelRefund.length);
    expect(hotelRefund).toEqual(['refundTicket']);
    expect(findAnswers(HelpAnswers, english, 'void zebra', null)).toEqual([]);
  });

  it('searches Bangla words in the Bangla answers', () => {
    expect(ids(findAnswers(HelpAnswers, bangla, 'ভয়েড', null))).toContain('voidTicket');
    expect(searchWords('  ভয়েড,  টিকিট ')).toEqual(searchWords('ভয়েড টিকিট'));
  });
});

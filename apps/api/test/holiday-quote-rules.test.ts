import { describe, expect, it } from 'vitest';
import { walletOf } from './support/after-sales';
import {
  accept,
  enquire,
  linesFor,
  ok,
  quote,
  readRequest,
  refusal,
  useHolidayApp,
} from './support/holiday-requests';

const suite = useHolidayApp();

describe('a holiday quote’s lines', () => {
  it('may carry an infant free when the package does, and the enquiry is then accepted', async () => {
    const { token } = await suite.fundedAgency('Free Infant Tours');
    const pkg = await suite.holidayPackage({ depositPercent: 100, departures: [{ infantPrice: 0 }] });
    const sent = await enquire(suite.app, token, pkg, { adults: 2, infants: 1 });
    expect(sent.departure.infantPrice).toBe(0);
    const quoted = ok(
      await quote(suite.app, suite.operator, sent.reference, {
        lines: linesFor({ adults: 2, infants: 1 }, { infant: 0 }),
      }),
    );
    expect(quoted.quote!.lines[1]).toMatchObject({ kind: 'Infant', quantity: 1, unitAmount: 0 });
    expect(quoted.quote!.total.amount).toBe(2 * 85_000_00);

    const before = await walletOf(suite.app, token);
    const confirmed = ok(await accept(suite.app, token, quoted));
    expect(confirmed.status).toBe('Completed');
    expect(await walletOf(suite.app, token)).toBe(before - 2 * 85_000_00);
  });

  it('refuses a free extra or discount, and a quote that comes to nothing', async () => {
    const { token } = await suite.fundedAgency('Free Extras');
    const pkg = await suite.holidayPackage({ departures: [{ infantPrice: 0 }] });
    const sent = await enquire(suite.app, token, pkg, { adults: 1, infants: 1 });
    for (const kind of ['Extra', 'Discount'] as const) {
      const lines = [
        ...linesFor({ adults: 1, infants: 1 }, { infant: 0 }),
        { kind, label: 'Nil', unitAmount: 0 },
      ];
      expect((await quote(suite.app, suite.operator, sent.reference, { lines })).statusCode).toBe(400);
    }
    const nothing = linesFor({ adults: 1, infants: 1 }, { adult: 0, infant: 0 });
    expect(refusal(await quote(suite.app, suite.operator, sent.reference, { lines: nothing }))).toEqual([
      422,
      'HOLIDAY_QUOTE_INVALID',
    ]);
    expect((await readRequest(suite.app, token, sent.reference)).quote).toBeNull();
  });
});

describe('two operators quoting one enquiry at once', () => {
  it('both naming the same latest quote: one quote is sent, the other refused', async () => {
    const { token } = await suite.fundedAgency('Twice Quoted Travel');
    const pkg = await suite.holidayPackage();
    const sent = await enquire(suite.app, token, pkg);
    const first = await Promise.all([
      quote(suite.app, suite.operator, sent.reference, { replacesQuoteId: null }),
      quote(suite.app, suite.operator, sent.reference, {
        replacesQuoteId: null,
        lines: linesFor({ adults: 2 }, { adult: 80_000_00 }),
      }),
    ]);
    expect(first.map((answer) => refusal(answer)).sort()).toEqual([
      [200, undefined],
      [409, 'QUOTE_SUPERSEDED'],
    ]);
    const quoted = await readRequest(suite.app, token, sent.reference);
    expect(quoted.pastQuotes).toEqual([]);
    const base = quoted.quote!.quoteId;

    const second = await Promise.all([
      quote(suite.app, suite.operator, sent.reference, { replacesQuoteId: base }),
      quote(suite.app, suite.operator, sent.reference, { replacesQuoteId: base, validHours: 24 }),
    ]);
    expect(second.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const requoted = await readRequest(suite.app, token, sent.reference);
    expect(requoted.pastQuotes.map((past) => past.quoteId)).toEqual([base]);
    expect(requoted.history.filter((event) => event.action === 'Quote')).toHaveLength(2);

    // A quote naming one that is no longer the latest is refused; one naming none when there is one too.
    for (const replacesQuoteId of [base, null]) {
      expect(refusal(await quote(suite.app, suite.operator, sent.reference, { replacesQuoteId }))).toEqual([
        409,
        'QUOTE_SUPERSEDED',
      ]);
    }
    expect((await readRequest(suite.app, token, sent.reference)).pastQuotes).toHaveLength(1);
  });
});

describe('a departure too near for a later balance', () => {
  it('quotes the whole total as the deposit and leaves no due once accepted', async () => {
    const { token } = await suite.fundedAgency('Last Minute Holidays');
    const pkg = await suite.holidayPackage({
      depositPercent: 30,
      balanceDaysBeforeDeparture: 30,
      departures: [{ inDays: 1 }],
    });
    const sent = await enquire(suite.app, token, pkg);
    ok(await quote(suite.app, suite.operator, sent.reference));
    const quoted = await readRequest(suite.app, token, sent.reference);
    expect(quoted.quote).toMatchObject({
      total: { amount: 170_000_00 },
      depositPercent: 100,
      deposit: { amount: 170_000_00 },
      balance: { amount: 0 },
      balanceDueAt: null,
    });

    const before = await walletOf(suite.app, token);
    const confirmed = ok(await accept(suite.app, token, quoted));
    expect(confirmed.booking).toMatchObject({
      depositPaid: { amount: 170_000_00 },
      balance: { amount: 0 },
      due: null,
    });
    expect(await walletOf(suite.app, token)).toBe(before - 170_000_00);
  });
});

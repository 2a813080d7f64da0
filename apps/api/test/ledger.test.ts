import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BackofficeMoneyPaths,
  MoneyErrorCode,
  MoneyMessage,
  PartialPaymentErrorCode,
  PartialPaymentPaths,
  PaymentPaths,
  type BackofficeDepositResponse,
  type LedgerAudit,
  type OrderDuesPage,
  type PartialPaymentSummaryResponse,
  type PassbookPage,
  type PassbookSearchResponse,
  type PostedTransaction,
  type SettleNowResponse,
} from '@portal/contracts';
import { reverseTransaction } from '../src/ledger/reverse-transaction';
import { isAppError } from '../src/lib/app-error';
import { approve, createDeposit, depositAccounts, depositFields, reject } from './support/deposits';
import { adjust, balanceOf, buildAgencyWithOwner, setCreditLimit } from './support/money';
import { getAs, issueWithDue, settleNow } from './support/partial-payments';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';
import { refusal } from './support/refusal';

let t: TestApp;
let operator: string;

beforeAll(async () => {
  // Thousands of calls from one test address: the per-address flood limit would stop them.
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
  operator = await login(t.app, 'ops@demo.test');
});
afterAll(async () => {
  await t.close();
});

/**
 * A small deterministic generator, so a failing run can be replayed from its seed. The seed is spread over all 32
 * bits first: xorshift's first outputs from a small seed are tiny, which would make every step the same kind.
 */
function random(seed: number) {
  let state = Math.imul(seed, 0x9e3779b1) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

async function walletEntrySum(agencyId: string): Promise<number> {
  const result = await t.db.execute(sql`
    select coalesce(sum(e.amount), 0)::bigint as total from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    where a.agency_id = ${agencyId} and a.kind = 'agency_wallet'`);
  return Number((result as unknown as { rows: { total: string | number }[] }).rows[0]?.total);
}

async function audit(): Promise<LedgerAudit> {
  const response = await t.app.inject({
    method: 'GET',
    url: BackofficeMoneyPaths.getLedgerAudit,
    headers: { authorization: `Bearer ${operator}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<LedgerAudit>();
}

function expectAuditHolds(report: LedgerAudit) {
  expect(report.unbalancedTransactions).toEqual([]);
  expect(report.mismatchedAccounts).toEqual([]);
  for (const currency of report.currencies) expect(currency.totalDebit).toBe(currency.totalCredit);
}

describe('the demo world', () => {
  it('starts the provider’s demo agency with an opening balance, a credit line and partly paid orders, posted through the ledger', async () => {
    const agent = await login(t.app, 'agent@demo.test');
    // Booked and issued part paid, as an agent does it: the figures are the fares' own.
    const dues = await getAs(t.app, agent, PartialPaymentPaths.getOrders);
    const demoDues = dues.json<OrderDuesPage>().orders.sort((a, b) => a.issuedAt.localeCompare(b.issuedAt));
    expect(demoDues).toHaveLength(3);
    const paid = demoDues.reduce((sum, due) => sum + due.paidAmount, 0);
    const owed = demoDues.reduce((sum, due) => sum + due.outstandingAmount, 0);
    const balance = await balanceOf(t.app, agent);
    expect([balance.walletBalance, balance.creditLimit, balance.dueAmount, balance.status]).toEqual([
      5_00_000_00 - paid,
      1_00_000_00,
      owed,
      'Ok',
    ]);
    const page = await t.app.inject({
      method: 'GET',
      url: PaymentPaths.passbook.load,
      headers: { authorization: `Bearer ${agent}` },
    });
    expect(
      page
        .json<PassbookPage>()
        .entries.map((entry) => [entry.kind, entry.reference, entry.debit, entry.credit])
        .reverse(),
    ).toEqual([
      ['deposit', 'OPENING', 0, 5_00_000_00],
      ...demoDues.map((due) => ['ticket', due.orderReference, due.paidAmount, 0]),
    ]);
    expectAuditHolds(await audit());
  });
});

describe('wallet debits under load', () => {
  it('1,000 concurrent debits never take the wallet past balance plus credit limit', async () => {
    const { agencyId, token } = await buildAgencyWithOwner(t.db, t.app, 'Load Test Travels');
    const opening = 5_000_000; // 50,000 taka
    const creditLimit = 2_000_000;
    expect(
      (await adjust(t.app, operator, { agencyId, direction: 'credit', amount: opening, reason: 'Opening' }))
        .statusCode,
    ).toBe(200);
    expect((await setCreditLimit(t.app, operator, agencyId, creditLimit)).statusCode).toBe(200);

    const next = random(1_000);
    const amounts = Array.from({ length: 1_000 }, () => 1 + Math.floor(next() * 20_000));
    const answers = await Promise.all(
      amounts.map((amount) =>
        adjust(t.app, operator, { agencyId, direction: 'debit', amount, reason: 'Load' }),
      ),
    );
    let accepted = 0;
    for (const [index, answer] of answers.entries()) {
      if (answer.statusCode === 200) {
        accepted += amounts[index] ?? 0;
      } else {
        expect(answer.statusCode).toBe(422);
        expect(answer.json()).toEqual({
          error: { code: MoneyErrorCode.InsufficientBalance, message: MoneyMessage.insufficientBalance },
        });
      }
    }
    expect(accepted).toBeLessThanOrEqual(opening + creditLimit);
    // Random amounts overshoot the limit, so some were refused and most of the room was used.
    expect(answers.some((answer) => answer.statusCode === 422)).toBe(true);
    expect(accepted).toBeGreaterThan(opening + creditLimit - 20_000);

    const balance = await balanceOf(t.app, token);
    expect(balance.walletBalance).toBe(opening - accepted);
    expect(await walletEntrySum(agencyId)).toBe(opening - accepted);
    expect(balance.availableBalance).toBe(opening - accepted + creditLimit);
    expectAuditHolds(await audit());
  }, 120_000);
});

describe('Idempotency-Key', () => {
  it('runs a call once however often it is sent, in parallel and after a timeout, and replays its answer', async () => {
    const { agencyId, token } = await buildAgencyWithOwner(t.db, t.app, 'Replay Travels');
    const next = random(7);
    let expected = 0;
    for (let call = 0; call < 20; call += 1) {
      const key = randomUUID();
      const amount = 1 + Math.floor(next() * 100_000);
      const direction = call % 3 === 2 ? 'debit' : 'credit';
      const body = { agencyId, direction, amount, reason: `Call ${call}` } as const;
      const copies = 1 + Math.floor(next() * 5);
      const parallel = await Promise.all(
        Array.from({ length: copies }, () => adjust(t.app, operator, body, key)),
      );
      // A late repeat, as a client sends after its own timeout.
      const late = await adjust(t.app, operator, body, key);
      const answers = [...parallel, late];
      const first = answers[0]!;
      for (const answer of answers) {
        expect(answer.statusCode).toBe(first.statusCode);
        expect(answer.body).toBe(first.body);
      }
      if (first.statusCode === 200) expected += direction === 'credit' ? amount : -amount;
      else expect(first.statusCode).toBe(422);
    }
    expect((await balanceOf(t.app, token)).walletBalance).toBe(expected);
    expect(await walletEntrySum(agencyId)).toBe(expected);
  });

  it('refuses the same key with another body (409) and writes nothing', async () => {
    const { agencyId, token } = await buildAgencyWithOwner(t.db, t.app, 'Reuse Travels');
    const key = randomUUID();
    const first = await adjust(
      t.app,
      operator,
      { agencyId, direction: 'credit', amount: 10_000, reason: 'One' },
      key,
    );
    expect(first.statusCode).toBe(200);
    const other = await adjust(
      t.app,
      operator,
      { agencyId, direction: 'credit', amount: 99_000, reason: 'One' },
      key,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe(MoneyErrorCode.IdempotencyKeyReused);
    expect((await balanceOf(t.app, token)).walletBalance).toBe(10_000);
  });

  it('keeps a refusal as the answer: a repeat after money arrived is still refused', async () => {
    const { agencyId, token } = await buildAgencyWithOwner(t.db, t.app, 'Refusal Travels');
    const key = randomUUID();
    const debit = { agencyId, direction: 'debit', amount: 50_000, reason: 'Too early' } as const;
    expect((await adjust(t.app, operator, debit, key)).statusCode).toBe(422);
    await adjust(t.app, operator, { agencyId, direction: 'credit', amount: 100_000, reason: 'Top up' });
    expect((await adjust(t.app, operator, debit, key)).statusCode).toBe(422);
    expect((await balanceOf(t.app, token)).walletBalance).toBe(100_000);
  });

  it('is required on a call that moves money', async () => {
    const { agencyId } = await buildAgencyWithOwner(t.db, t.app, 'Keyless Travels');
    const answer = await adjust(
      t.app,
      operator,
      { agencyId, direction: 'credit', amount: 100, reason: 'x' },
      null,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe(MoneyErrorCode.IdempotencyKeyRequired);
  });
});

describe('the ledger in the database', () => {
  it('refuses UPDATE and DELETE of entries and transactions', async () => {
    const { agencyId } = await buildAgencyWithOwner(t.db, t.app, 'Immutable Travels');
    await adjust(t.app, operator, { agencyId, direction: 'credit', amount: 1_000, reason: 'Opening' });
    expect(await refusal(t.db.execute(sql`update ledger_entries set amount = amount + 1`))).toMatch(
      /append-only/,
    );
    expect(await refusal(t.db.execute(sql`delete from ledger_entries`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`update ledger_transactions set description = 'x'`))).toMatch(
      /append-only/,
    );
    expect(await refusal(t.db.execute(sql`delete from ledger_transactions`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`truncate ledger_entries cascade`))).toMatch(/append-only/);
  });

  it('refuses a transaction that does not balance when it commits', async () => {
    const { agencyId } = await buildAgencyWithOwner(t.db, t.app, 'Unbalanced Travels');
    const posted = (
      await adjust(t.app, operator, { agencyId, direction: 'credit', amount: 1_000, reason: 'Opening' })
    ).json<PostedTransaction>();
    expect(
      await refusal(
        t.db.execute(sql`
        insert into ledger_entries (transaction_id, account_id, amount, balance_after)
        select ${posted.transactionId}, account_id, 5, 0 from ledger_entries
        where transaction_id = ${posted.transactionId} limit 1`),
      ),
    ).toMatch(/does not balance/);
  });

  it('refuses a wallet below minus its credit limit, and a limit below the credit in use', async () => {
    const { agencyId } = await buildAgencyWithOwner(t.db, t.app, 'Floor Travels');
    await adjust(t.app, operator, { agencyId, direction: 'credit', amount: 1_000, reason: 'Opening' });
    expect(
      await refusal(t.db.execute(sql`update ledger_accounts set posted = -1 where agency_id = ${agencyId}`)),
    ).toMatch(/wallet_floor/);
    expect((await setCreditLimit(t.app, operator, agencyId, 5_000)).statusCode).toBe(200);
    expect(
      (await adjust(t.app, operator, { agencyId, direction: 'debit', amount: 4_000, reason: 'On credit' }))
        .statusCode,
    ).toBe(200);
    const lowered = await setCreditLimit(t.app, operator, agencyId, 2_000);
    expect(lowered.statusCode).toBe(422);
    expect(lowered.json().error.message).toBe(MoneyMessage.creditInUse);
  });
});

describe('a random sequence of deposits, debits, dues, settlements and reversals against a model', () => {
  /** A posting the model knows: what it did to the wallet and to the dues, and whether it was reversed. */
  interface ModelPosting {
    transactionId: string;
    wallet: number;
    dues: number;
    isReversal: boolean;
    reversed: boolean;
  }
  interface ModelDue {
    reference: string;
    outstanding: number;
    settled: boolean;
  }

  /** Reverses through the ledger's own function; the status code it refuses with, or 200. */
  async function reverse(transactionId: string, seed: number) {
    try {
      const posted = await t.db.transaction((tx) =>
        reverseTransaction(tx, {
          tenantId: 'bdfare',
          transactionId,
          description: `Correction s${seed}`,
          createdBy: null,
          now: new Date(),
        }),
      );
      return { status: 200, transactionId: posted.transactionId };
    } catch (error) {
      if (!isAppError(error)) throw error;
      return { status: error.status, transactionId: null };
    }
  }

  it('agrees with a model of balance, credit, dues and orders after every step, over 300 seeds', async () => {
    const { agencyId, token } = await buildAgencyWithOwner(t.db, t.app, 'Model Travels');
    const bankAccountId = (await depositAccounts(t.app, token)).bankAccounts[0]?.bankAccountId ?? '';
    const model = { balance: 0, creditLimit: 0, duesPosted: 0 };
    const postings: ModelPosting[] = [];
    const dues: ModelDue[] = [];
    /** Which answers each kind of step gave, to show the sequence reached them all. */
    const reached = new Set<string>();
    /** The wallet may take a change that raises it, or one that leaves it at or above minus its credit limit. */
    const fits = (walletChange: number) =>
      walletChange >= 0 || model.balance + walletChange >= -model.creditLimit;
    const post = (transactionId: string, wallet: number, duesChange: number, isReversal = false) => {
      postings.push({ transactionId, wallet, dues: duesChange, isReversal, reversed: false });
      model.balance += wallet;
      model.duesPosted += duesChange;
    };

    for (let seed = 1; seed <= 300; seed += 1) {
      const next = random(seed);
      const step = next();
      const amount = 1 + Math.floor(next() * 200_000);
      const label = `seed ${seed}`;
      if (step < 0.14) {
        // A deposit request the agency sends; an operator approves it (money arrives) or rejects it (none does).
        const deposit = await createDeposit(
          t.app,
          token,
          'bank_transfer',
          depositFields('bank_transfer', bankAccountId, {
            amount: String(amount),
            transactionReference: `MODEL${seed}`,
          }),
        );
        if (next() < 0.7) {
          const approved = await approve(t.app, operator, deposit.depositId);
          expect(approved.statusCode, label).toBe(200);
          reached.add('deposit approved');
          post(approved.json<BackofficeDepositResponse>().deposit.transactionId ?? '', amount, 0);
        } else {
          expect((await reject(t.app, operator, deposit.depositId, `s${seed}`)).statusCode, label).toBe(200);
          reached.add('deposit rejected');
        }
      } else if (step < 0.25) {
        const answer = await adjust(t.app, operator, {
          agencyId,
          direction: 'credit',
          amount,
          reason: `s${seed}`,
        });
        expect(answer.statusCode, label).toBe(200);
        post(answer.json<PostedTransaction>().transactionId, amount, 0);
      } else if (step < 0.42) {
        const answer = await adjust(t.app, operator, {
          agencyId,
          direction: 'debit',
          amount,
          reason: `s${seed}`,
        });
        expect(answer.statusCode, label).toBe(fits(-amount) ? 200 : 422);
        reached.add(`debit ${answer.statusCode}`);
        if (answer.statusCode === 200) post(answer.json<PostedTransaction>().transactionId, -amount, 0);
      } else if (step < 0.5) {
        const limit = Math.floor(next() * 300_000);
        const answer = await setCreditLimit(t.app, operator, agencyId, limit);
        const allowed = model.balance >= -limit;
        expect(answer.statusCode, label).toBe(allowed ? 200 : 422);
        if (allowed) model.creditLimit = limit;
      } else if (step < 0.68) {
        // Issuing a partly paid order: sometimes nothing is paid up front.
        const total = amount + 1;
        const paid = next() < 0.2 ? 0 : Math.floor(next() * total);
        const reference = `MDL-${seed}`;
        const expected = fits(-paid);
        try {
          const issued = await issueWithDue(t.db, {
            tenantId: 'bdfare',
            agencyId,
            orderReference: reference,
            totalAmount: total,
            paidAmount: paid,
            dueAt: new Date(Date.now() + Math.floor(next() * 20 - 5) * 86_400_000),
          });
          expect(expected, label).toBe(true);
          reached.add('issue 200');
          post(issued.transactionId, -paid, -(total - paid));
          dues.push({ reference, outstanding: total - paid, settled: false });
        } catch (error) {
          expect(isAppError(error) && error.status, label).toBe(422);
          expect(expected, label).toBe(false);
          reached.add('issue 422');
        }
      } else if (step < 0.84 && dues.length > 0) {
        const due = dues[Math.floor(next() * dues.length)]!;
        const answer = await settleNow(t.app, token, {
          orderReference: due.reference,
          amount: due.outstanding,
        });
        reached.add(`settle ${answer.statusCode}`);
        if (due.settled) {
          expect(answer.statusCode, label).toBe(409);
          expect(answer.json().error.code, label).toBe(PartialPaymentErrorCode.AlreadySettled);
        } else {
          expect(answer.statusCode, label).toBe(fits(-due.outstanding) ? 200 : 422);
          if (answer.statusCode === 200) {
            post(
              answer.json<SettleNowResponse>().settlement.transactionId,
              -due.outstanding,
              due.outstanding,
            );
            due.settled = true;
          }
        }
      } else if (postings.length > 0) {
        // A correction of any earlier posting, reversals included (which cannot themselves be reversed).
        const target = postings[Math.floor(next() * postings.length)]!;
        const answer = await reverse(target.transactionId, seed);
        const expected = target.isReversal || target.reversed ? 409 : fits(-target.wallet) ? 200 : 422;
        expect(answer.status, label).toBe(expected);
        reached.add(`reverse ${answer.status}`);
        if (answer.transactionId) {
          target.reversed = true;
          post(answer.transactionId, -target.wallet, -target.dues, true);
        }
      }
      const balance = await balanceOf(t.app, token);
      expect(balance.walletBalance, label).toBe(model.balance);
      expect(balance.creditLimit, label).toBe(model.creditLimit);
      expect(balance.dueAmount, label).toBe(Math.max(0, -model.duesPosted));
      // The orders' own figures follow settlements; a ledger correction leaves them to the after-sales flows.
      const summary = (
        await getAs(t.app, token, PartialPaymentPaths.getSummary)
      ).json<PartialPaymentSummaryResponse>();
      const open = dues.filter((due) => !due.settled);
      expect(
        [summary.summaries[0]?.outstandingAmount ?? 0, summary.summaries[0]?.openCount ?? 0],
        label,
      ).toEqual([open.reduce((sum, due) => sum + due.outstanding, 0), open.length]);
    }
    // The sequence did reach every kind of step and answer.
    expect([...reached].sort()).toEqual([
      'debit 200',
      'debit 422',
      'deposit approved',
      'deposit rejected',
      'issue 200',
      'issue 422',
      'reverse 200',
      'reverse 409',
      'reverse 422',
      'settle 200',
      'settle 409',
      'settle 422',
    ]);
    expect(await walletEntrySum(agencyId)).toBe(model.balance);
    expectAuditHolds(await audit());
  }, 180_000);
});

describe('the payment ledger and who may use the desk', () => {
  it('lists the wallet’s lines newest first with the balance after each, filtered by type and text', async () => {
    const { agencyId, token } = await buildAgencyWithOwner(t.db, t.app, 'Passbook Travels');
    await adjust(t.app, operator, {
      agencyId,
      direction: 'credit',
      amount: 300_000,
      reason: 'Cash received',
    });
    await adjust(t.app, operator, { agencyId, direction: 'debit', amount: 120_000, reason: 'Service fee' });
    const page = await t.app.inject({
      method: 'GET',
      url: `${PaymentPaths.passbook.load}?pageSize=10`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(page.statusCode).toBe(200);
    const body = page.json<PassbookPage>();
    expect(
      body.entries.map((entry) => [entry.description, entry.debit, entry.credit, entry.balance]),
    ).toEqual([
      ['Service fee', 120_000, 0, 180_000],
      ['Cash received', 0, 300_000, 300_000],
    ]);
    expect([body.total, body.totalDebit, body.totalCredit]).toEqual([2, 120_000, 300_000]);

    const filtered = await t.app.inject({
      method: 'GET',
      url: `${PaymentPaths.passbook.load}?term=cash&kind=adjustment`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(filtered.json<PassbookPage>().entries.map((entry) => entry.description)).toEqual([
      'Cash received',
    ]);
  });

  it('finds lines over the whole ledger by reference or description in the search pad, newest first, at most 8', async () => {
    const { agencyId, token } = await buildAgencyWithOwner(t.db, t.app, 'Lookup Travels');
    const other = await buildAgencyWithOwner(t.db, t.app, 'Other Lookup Travels');
    for (let index = 1; index <= 10; index += 1) {
      await adjust(t.app, operator, {
        agencyId,
        direction: 'credit',
        amount: index * 100,
        reason: `Cash 100% #${index}`,
      });
    }
    const fee = await adjust(t.app, operator, {
      agencyId,
      direction: 'debit',
      amount: 50,
      reason: 'Service fee',
    });
    await adjust(t.app, operator, {
      agencyId: other.agencyId,
      direction: 'credit',
      amount: 700,
      reason: 'Service fee elsewhere',
    });
    const search = (term: string, bearer = token) =>
      t.app.inject({
        method: 'GET',
        url: `${PaymentPaths.passbook.searchPad}?term=${encodeURIComponent(term)}`,
        headers: { authorization: `Bearer ${bearer}` },
      });

    const cash = await search('cash 100%');
    expect(cash.statusCode).toBe(200);
    const cashLines = cash.json<PassbookSearchResponse>().entries;
    expect(cashLines.map((line) => line.description)).toEqual(
      [10, 9, 8, 7, 6, 5, 4, 3].map((index) => `Cash 100% #${index}`),
    );
    expect(cashLines[0]).toMatchObject({ credit: 1_000, debit: 0, balance: 5_500, kind: 'adjustment' });

    // By reference, and only the agency's own lines.
    const { reference } = fee.json<PostedTransaction>();
    const byReference = (await search(reference.toLowerCase())).json<PassbookSearchResponse>().entries;
    expect(byReference.map((line) => [line.reference, line.description, line.debit])).toEqual([
      [reference, 'Service fee', 50],
    ]);
    expect((await search('fee')).json<PassbookSearchResponse>().entries).toHaveLength(1);
    expect((await search('0%')).json<PassbookSearchResponse>().entries).toHaveLength(8);
    expect((await search('zz-nothing')).json<PassbookSearchResponse>().entries).toEqual([]);

    const tooShort = await search(' c ');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.message).toBe('term: Type at least 2 characters to search');
    const staff = await login(t.app, 'staff@demo.test');
    expect((await search('fee', staff)).statusCode).toBe(403);
  });

  it('exports the filtered ledger as CSV and as an Excel workbook, oldest first', async () => {
    const { agencyId, token } = await buildAgencyWithOwner(t.db, t.app, 'Export Travels');
    await adjust(t.app, operator, {
      agencyId,
      direction: 'credit',
      amount: 1_234_505,
      reason: 'Cash, counter 2',
    });
    await adjust(t.app, operator, { agencyId, direction: 'debit', amount: 5, reason: '=HYPERLINK("x")' });
    const csv = await t.app.inject({
      method: 'GET',
      url: `${PaymentPaths.passbook.export}?format=csv`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="payment-ledger-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('Date,Type,Reference,Description,Debit,Credit,Balance,Currency');
    expect(lines[1]).toMatch(/,Adjustment,ADJ-[0-9A-F]{8},"Cash, counter 2",0\.00,12345\.05,12345\.05,BDT$/);
    // A description that would run as a spreadsheet formula is written as text.
    expect(lines[2]).toMatch(/,"'=HYPERLINK\(""x""\)",0\.05,0\.00,12345\.00,BDT$/);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${PaymentPaths.passbook.export}?format=xlsx&kind=adjustment`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    // An .xlsx file is a zip archive.
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps the desk to operators and each tenant to its own agencies', async () => {
    const { agencyId } = await buildAgencyWithOwner(t.db, t.app, 'Isolated Travels');
    const agent = await login(t.app, 'agent@demo.test');
    expect(
      (await adjust(t.app, agent, { agencyId, direction: 'credit', amount: 100, reason: 'x' })).statusCode,
    ).toBe(403);
    const otherOperator = await login(t.app, 'ops@tripzen.test', { host: 'tripzen.localhost' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: BackofficeMoneyPaths.postAdjustment,
      headers: {
        host: 'tripzen.localhost',
        authorization: `Bearer ${otherOperator}`,
        'idempotency-key': randomUUID(),
      },
      payload: { agencyId, direction: 'credit', amount: 100, reason: 'x' },
    });
    expect(foreign.statusCode).toBe(404);
    const staff = await login(t.app, 'staff@demo.test');
    const hidden = await t.app.inject({
      method: 'GET',
      url: PaymentPaths.passbook.myBalance,
      headers: { host: hosts.main, authorization: `Bearer ${staff}` },
    });
    expect(hidden.statusCode).toBe(403);
  });
});

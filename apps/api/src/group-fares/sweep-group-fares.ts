import { GroupFareLimit, type GroupFareReleaseReason } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Messaging } from '../adapters/messaging';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import { wholeAgency } from '../lib/agency-scope';
import { isAppError } from '../lib/app-error';
import {
  agencyNameAndMaker,
  findOrderDueStatus,
  reservationsWithWorkDue,
  updateReservation,
} from './group-fare-reservation.repository';
import { lockGroupFareReservation, type LockedReservation } from './lock-group-fare-reservation';
import { releaseLockedGroupFare } from './release-group-fare';
import { ticketIfReady, type TicketSupply } from './ticket-group-fare';

type Warning = 'Names' | 'Balance' | 'Ticketing';

const warningText: Record<Warning, string> = {
  Names: 'the passenger names must be entered',
  Balance: 'the balance must be paid',
  Ticketing: 'the seats must be ticketed',
};

const releaseText: Record<GroupFareReleaseReason, string> = {
  HoldExpired: 'its deposit was not paid before the hold ended',
  NameDeadline: 'the names were not entered by the name deadline',
  BalanceDeadline: 'the balance was not paid by the balance deadline',
  TicketingDeadline: 'it was not ticketed by the ticketing deadline',
  Agency: 'your agency released it',
  Operator: 'our operators released it',
};

const past = (deadline: Date, now: Date) => deadline.getTime() <= now.getTime();

/** The deadline a live reservation has missed, in the order they fall; null when none. */
function missedDeadline(
  locked: LockedReservation,
  dueOpen: boolean,
  now: Date,
): GroupFareReleaseReason | null {
  const { request, reservation, block } = locked;
  if (request.status === 'Reserved' && past(reservation.holdExpiresAt, now)) return 'HoldExpired';
  if ((request.status === 'Reserved' || request.status === 'DepositPaid') && past(block.nameDeadline, now)) {
    return 'NameDeadline';
  }
  if (request.status === 'Reserved') return null;
  if (dueOpen && past(block.balanceDeadline, now)) return 'BalanceDeadline';
  if (past(block.ticketingDeadline, now)) return 'TicketingDeadline';
  return null;
}

/** Deadlines within the warning time that this reservation still has to meet and was not warned of yet. */
function warningsDue(locked: LockedReservation, dueOpen: boolean, now: Date): Warning[] {
  const { request, reservation, block } = locked;
  const soon = (deadline: Date) =>
    deadline.getTime() - GroupFareLimit.warnHoursBefore * 3_600_000 <= now.getTime();
  const due: Warning[] = [];
  if (request.status === 'DepositPaid' && soon(block.nameDeadline)) due.push('Names');
  if (request.status !== 'Reserved' && dueOpen && soon(block.balanceDeadline)) due.push('Balance');
  if (request.status !== 'Reserved' && soon(block.ticketingDeadline)) due.push('Ticketing');
  return due.filter((warning) => !reservation.warningsSent.includes(warning));
}

const deadlineOf = (locked: LockedReservation, warning: Warning) =>
  ({
    Names: locked.block.nameDeadline,
    Balance: locked.block.balanceDeadline,
    Ticketing: locked.block.ticketingDeadline,
  })[warning];

interface Mail {
  tenantId: string;
  agencyId: string;
  userId: string;
  subject: string;
  body: string;
}

/**
 * The special fares' share of the scheduler: a reservation whose hold ended unpaid, or that missed its name,
 * balance or ticketing deadline, is released (seats back, deposit by the block's rule); one nearing a deadline is
 * warned once by mail. Each is handled in its own transaction under its lock and only while still in the status it
 * was found in, so several sweeps at once, or one run twice, change nothing twice. Mails go after the commit.
 */
export async function sweepGroupFares(options: {
  db: Db;
  messaging: Messaging;
  supplier: FlightBookingSupplier;
  supply: TicketSupply;
  log: FastifyBaseLogger;
  now: Date;
}): Promise<{ released: string[]; warned: string[]; ticketed: string[] }> {
  const { db, now } = options;
  const released: string[] = [];
  const warned: string[] = [];
  const ticketed: string[] = [];
  const candidates = await reservationsWithWorkDue(db, now, 200);
  for (const candidate of candidates) {
    try {
      const mails = await db.transaction(async (tx): Promise<Mail[]> => {
        const scope = wholeAgency(candidate.tenantId, candidate.agencyId);
        const locked = await lockGroupFareReservation(tx, scope, candidate.reference);
        const dueOpen = (await findOrderDueStatus(tx, candidate.tenantId, candidate.reference)) === 'open';
        const base = {
          tenantId: candidate.tenantId,
          agencyId: candidate.agencyId,
          userId: locked.reservation.createdBy,
        };
        const what = `${locked.request.reference} (${locked.block.title}, ${locked.block.route})`;
        // Named and paid in full some other way (the due settled on the part-payment page): ticketed now, as paying
        // the balance on the reservation would have done.
        if (!dueOpen && !past(locked.block.ticketingDeadline, now)) {
          const done = await ticketIfReady(tx, {
            locked,
            supplier: options.supplier,
            supply: options.supply,
            userId: null,
            now,
          });
          if (done) {
            ticketed.push(candidate.reference);
            return [];
          }
        }
        const reason = missedDeadline(locked, dueOpen, now);
        if (reason) {
          await releaseLockedGroupFare(tx, {
            locked,
            reason,
            side: 'System',
            userId: null,
            supplier: options.supplier,
            now,
          });
          released.push(candidate.reference);
          return [
            {
              ...base,
              subject: `Group fare ${locked.request.reference} released`,
              body: `Your reservation ${what} was released: ${releaseText[reason]}. Its seats went back to the fare.`,
            },
          ];
        }
        const warnings = warningsDue(locked, dueOpen, now);
        if (warnings.length === 0) return [];
        await updateReservation(tx, locked.reservation, {
          warningsSent: [...locked.reservation.warningsSent, ...warnings],
          updatedAt: now,
        });
        warned.push(candidate.reference);
        return warnings.map((warning) => ({
          ...base,
          subject: `Group fare ${locked.request.reference}: ${warningText[warning]} by ${deadlineOf(locked, warning).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
          body:
            `For your reservation ${what}, ${warningText[warning]} by ${deadlineOf(locked, warning).toUTCString()}. ` +
            `After that the seats are released by themselves and the deposit goes by the fare's rule.`,
        }));
      });
      for (const mail of mails) {
        const { makerEmail } = await agencyNameAndMaker(db, mail.agencyId, mail.userId);
        if (!makerEmail) continue;
        await options.messaging.mail
          .sendMail({ tenantId: mail.tenantId, to: makerEmail, subject: mail.subject, body: mail.body })
          .catch((error: unknown) => options.log.error({ err: error }, 'group fare mail failed'));
      }
    } catch (error) {
      // One reservation's failure (it moved on meanwhile, the wallet refused...) leaves the others to run.
      if (!isAppError(error))
        options.log.error({ err: error, reference: candidate.reference }, 'group fare sweep');
    }
  }
  return { released, warned, ticketed };
}

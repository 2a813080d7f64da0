import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorCode,
  GroupFareMessage,
  GroupFarePaths,
  IdempotencyHeader,
  ZGroupFareBlockIdQuery,
  ZGroupFareOffer,
  ZGroupFarePaymentRequest,
  ZGroupFareReferenceQuery,
  ZGroupFareReferenceRequest,
  ZGroupFareReservation,
  ZGroupFareReservationsQuery,
  ZGroupFareReservationsResponse,
  ZGroupFareSearchRequest,
  ZGroupFareSearchResponse,
  ZReserveGroupFareRequest,
  ZSaveGroupFareNamesRequest,
  ZUmrahFareQuery,
  type GroupFareReservation,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { getGroupFareBlock, searchGroupFares } from '../../group-fares/search-group-fares';
import { listGroupFareReservations } from '../../group-fares/list-group-fare-reservations';
import { loadGroupFareReservation } from '../../group-fares/group-fare-view';
import {
  nameListTemplate,
  readNameListFile,
  xlsxContentType,
} from '../../group-fares/group-fare-name-list-file';
import { payGroupFareBalance } from '../../group-fares/pay-group-fare-balance';
import { payGroupFareDeposit } from '../../group-fares/pay-group-fare-deposit';
import { releaseGroupFare } from '../../group-fares/release-group-fare-reservation';
import { reserveGroupFare } from '../../group-fares/reserve-group-fare';
import { saveGroupFareNames } from '../../group-fares/save-group-fare-names';
import { ticketGroupFare } from '../../group-fares/ticket-group-fare';
import { AppError } from '../../lib/app-error';
import { idempotencyKeyOf, runIdempotent } from '../../lib/idempotency/run-idempotent';
import { readMultipartForm } from '../../lib/multipart-form';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';

// Each kind is its own functionality (242 Xclusive, 243 Group, 244 Umrah): the routes admit any of the three, and
// the use case asks for the kind's own once it knows the block (403).
const anyKind = {
  auth: 'user',
  permission: ['UsexClusiveFares', 'AccessUmrahFares', 'AccessGroupFares'],
} as const;
const umrahAccess = { auth: 'user', permission: 'AccessUmrahFares' } as const;
const tags = ['flight'];

const uploadMessages = {
  notMultipart: 'Please upload the name list as a form with the file.',
  unreadable: GroupFareMessage.nameListUnreadable,
  tooLarge: 'The file is larger than 1 MB.',
  tooManyFiles: 'Please upload one name list.',
  wrongType: GroupFareMessage.nameListUnreadable,
};

function callerOf(request: FastifyRequest & { tenant: { id: string } }) {
  const user = requireAgencyUser(request);
  return { scope: { tenantId: request.tenant.id, agencyId: user.agencyId, branchId: user.branchId }, user };
}

/** The agency's special fares: the search pad's Xclusive, Umrah and Group tabs and the group-fare queue. */
export const groupFareRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this context parses multipart (the name-list upload).
  await app.register(multipart);

  /** A call that moves money or seats, once per Idempotency-Key. */
  async function once(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    work: (tx: Db) => Promise<GroupFareReservation>,
  ) {
    const user = requireAgencyUser(request);
    const answer = await runIdempotent<GroupFareReservation>(
      {
        db: app.db,
        tenantId: user.tenantId,
        userId: user.id,
        key: idempotencyKeyOf(request.headers[IdempotencyHeader]),
        operation: `POST ${path}`,
        request: request.body,
        now: app.now(),
      },
      work,
    );
    return reply.status(answer.statusCode).send(answer.body);
  }

  app.post(
    GroupFarePaths.search,
    routeOptions(anyKind, {
      tags,
      summary: 'Published special fares of one kind (Xclusive, Umrah or Group) the agency may buy from',
      body: ZGroupFareSearchRequest,
      ok: ZGroupFareSearchResponse,
    }),
    async (request) => {
      const { scope, user } = callerOf(request);
      return searchGroupFares({
        db: app.db,
        scope,
        user,
        query: request.body,
        supply: app.supply,
        now: app.now(),
      });
    },
  );

  app.get(
    GroupFarePaths.umrah,
    routeOptions(umrahAccess, {
      tags,
      summary: 'The Umrah fares the agency may buy from, by route, dates and seats',
      querystring: ZUmrahFareQuery,
      ok: ZGroupFareSearchResponse,
    }),
    async (request) => {
      const { scope, user } = callerOf(request);
      const { query } = request;
      return searchGroupFares({
        db: app.db,
        scope,
        user,
        query: {
          kind: 'Umrah',
          origin: query.origin ?? null,
          destination: query.destination ?? null,
          fromDate: query.fromDate ?? null,
          toDate: query.toDate ?? null,
          seats: query.seats,
        },
        supply: app.supply,
        now: app.now(),
      });
    },
  );

  app.get(
    GroupFarePaths.block,
    routeOptions(anyKind, {
      tags,
      summary:
        'One special fare as the agency sees it: seats left, its own cap left, fares, deadlines, rules',
      querystring: ZGroupFareBlockIdQuery,
      ok: ZGroupFareOffer,
      errors: [404],
    }),
    async (request) => {
      const { scope, user } = callerOf(request);
      return getGroupFareBlock({
        db: app.db,
        scope,
        user,
        blockId: request.query.blockId,
        supply: app.supply,
      });
    },
  );

  app.post(
    GroupFarePaths.reserve,
    routeOptions(anyKind, {
      tags,
      summary: 'Reserve seats on a special fare (Idempotency-Key required): held until the deposit is paid',
      body: ZReserveGroupFareRequest,
      ok: ZGroupFareReservation,
      errors: [404, 409, 422],
    }),
    async (request, reply) => {
      const { scope, user } = callerOf(request);
      return once(request, reply, GroupFarePaths.reserve, (tx) =>
        reserveGroupFare({ tx, scope, user, body: request.body, supply: app.supply, now: app.now() }),
      );
    },
  );

  app.get(
    GroupFarePaths.reservations,
    routeOptions(anyKind, {
      tags,
      summary: 'The agency’s special-fare reservations in tabs with counts, by kind, searched and paged',
      querystring: ZGroupFareReservationsQuery,
      ok: ZGroupFareReservationsResponse,
    }),
    async (request) => listGroupFareReservations({ db: app.db, ...callerOf(request), query: request.query }),
  );

  app.get(
    GroupFarePaths.reservation,
    routeOptions(anyKind, {
      tags,
      summary: 'One reservation: seats, money, deadlines, names, history, the order once ticketed',
      querystring: ZGroupFareReferenceQuery,
      ok: ZGroupFareReservation,
      errors: [404],
    }),
    async (request) =>
      loadGroupFareReservation(app.db, {
        ...callerOf(request),
        reference: request.query.reference,
        supply: app.supply,
        now: app.now(),
      }),
  );

  app.post(
    GroupFarePaths.payDeposit,
    routeOptions(anyKind, {
      tags,
      summary: 'Pay the deposit from the wallet (Idempotency-Key required); the rest becomes a due',
      body: ZGroupFarePaymentRequest,
      ok: ZGroupFareReservation,
      errors: [404, 409, 422],
    }),
    async (request, reply) => {
      const { scope, user } = callerOf(request);
      return once(request, reply, GroupFarePaths.payDeposit, (tx) =>
        payGroupFareDeposit({ tx, scope, user, body: request.body, supply: app.supply, now: app.now() }),
      );
    },
  );

  app.post(
    GroupFarePaths.saveNames,
    routeOptions(anyKind, {
      tags,
      summary:
        'Enter the whole name list; refused line by line (422 GROUP_FARE_NAMES_INVALID) with nothing stored',
      body: ZSaveGroupFareNamesRequest,
      ok: ZGroupFareReservation,
      errors: [404, 409, 422],
    }),
    async (request) => {
      const { scope, user } = callerOf(request);
      return saveGroupFareNames({
        db: app.db,
        scope,
        user,
        reference: request.body.reference,
        rows: request.body.names,
        supplier: app.flightBooking,
        supply: app.supply,
        now: app.now(),
      });
    },
  );

  app.get(
    GroupFarePaths.nameTemplate,
    routeOptions(anyKind, {
      tags,
      summary: 'The name-list template (XLSX): the header and one line per passenger with its type filled in',
      querystring: ZGroupFareReferenceQuery,
      errors: [404],
    }),
    async (request, reply) => {
      const reservation = await loadGroupFareReservation(app.db, {
        ...callerOf(request),
        reference: request.query.reference,
        supply: app.supply,
        now: app.now(),
      });
      const file = await nameListTemplate({ reference: reservation.reference, ...reservation.passengers });
      return reply
        .header('content-type', xlsxContentType)
        .header('content-disposition', `attachment; filename="names-${reservation.reference}.xlsx"`)
        .header('cache-control', 'private, no-store')
        .send(file as never);
    },
  );

  app.post(
    GroupFarePaths.uploadNames,
    routeOptions(anyKind, {
      tags,
      summary: 'Upload the filled name-list template (multipart/form-data: reference, file)',
      description:
        'File: file (the XLSX template, at most 1 MB). A file not in the template’s form answers 400.',
      consumes: ['multipart/form-data'],
      ok: ZGroupFareReservation,
      errors: [400, 404, 409, 413, 415, 422],
    }),
    async (request) => {
      const { scope, user } = callerOf(request);
      const form = await readMultipartForm(request, {
        fileFields: ['file'] as const,
        maxFields: 2,
        messages: uploadMessages,
        // Any bytes are read as a workbook, which refuses what is not the template with the template's message.
        sniff: () => 'application/octet-stream',
      });
      const reference = ZGroupFareReferenceRequest.safeParse({ reference: form.fields.reference ?? '' });
      const upload = form.uploads[0];
      if (!reference.success || !upload) {
        throw new AppError(ErrorCode.ValidationFailed, 400, GroupFareMessage.nameListUnreadable);
      }
      const rows = await readNameListFile(upload.content);
      return saveGroupFareNames({
        db: app.db,
        scope,
        user,
        reference: reference.data.reference,
        rows,
        supplier: app.flightBooking,
        supply: app.supply,
        now: app.now(),
      });
    },
  );

  app.post(
    GroupFarePaths.payBalance,
    routeOptions(anyKind, {
      tags,
      summary: 'Pay the balance from the wallet (Idempotency-Key required); ticketed at once when named',
      body: ZGroupFarePaymentRequest,
      ok: ZGroupFareReservation,
      errors: [404, 409, 422],
    }),
    async (request, reply) => {
      const { scope, user } = callerOf(request);
      return once(request, reply, GroupFarePaths.payBalance, (tx) =>
        payGroupFareBalance({
          tx,
          scope,
          user,
          body: request.body,
          supplier: app.flightBooking,
          supply: app.supply,
          now: app.now(),
        }),
      );
    },
  );

  app.post(
    GroupFarePaths.ticket,
    routeOptions(anyKind, {
      tags,
      summary:
        'Ticket a named, fully paid reservation now (Idempotency-Key required): it becomes a flight order',
      body: ZGroupFareReferenceRequest,
      ok: ZGroupFareReservation,
      errors: [404, 409, 422],
    }),
    async (request, reply) => {
      const { scope, user } = callerOf(request);
      return once(request, reply, GroupFarePaths.ticket, (tx) =>
        ticketGroupFare({
          tx,
          scope,
          user,
          reference: request.body.reference,
          supplier: app.flightBooking,
          supply: app.supply,
          now: app.now(),
        }),
      );
    },
  );

  app.post(
    GroupFarePaths.release,
    routeOptions(anyKind, {
      tags,
      summary: 'Give the seats back; a paid deposit goes by the fare’s rule (kept or refunded)',
      body: ZGroupFareReferenceRequest,
      ok: ZGroupFareReservation,
      errors: [404, 409],
    }),
    async (request) => {
      const { scope, user } = callerOf(request);
      return releaseGroupFare({
        db: app.db,
        scope,
        user: { ...user, side: 'Agency' },
        reference: request.body.reference,
        supply: app.supply,
        now: app.now(),
      });
    },
  );
};

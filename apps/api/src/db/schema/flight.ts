import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Proposal, ProposalMarkup } from '@portal/contracts';
import { agencies } from './agencies';
import { tenants } from './tenants';
import { users } from './users';

/**
 * Exchange rates for showing prices in another currency: how many BDT one unit of the currency buys, times 10^6,
 * so conversion stays in integers (e.g. USD 122.5 BDT = 122_500_000).
 */
export const currencyRates = pgTable('currency_rate', {
  currency: text('currency').primaryKey(),
  bdtPerUnitMicros: bigint('bdt_per_unit_micros', { mode: 'number' }).notNull(),
  /** Digits after the decimal point of the currency's minor unit (2 for cents, poisha, fils). */
  minorDigits: integer('minor_digits').notNull().default(2),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a proposal row keeps: the page's content as it was quoted, and how the markup was asked for. */
export type StoredProposal = Omit<Proposal, 'proposalId' | 'createdAt'> & {
  requestId: string;
  markup: ProposalMarkup;
};

/** A quote an agent made for a customer: a snapshot of the chosen itineraries with the agent's markup. */
export const flightProposals = pgTable(
  'flight_proposal',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    agencyId: uuid('agency_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    payload: jsonb('payload').$type<StoredProposal>().notNull(),
  },
  (table) => [
    index('flight_proposal_agency_created_idx').on(table.tenantId, table.agencyId, table.createdAt),
    // The pairs keep a proposal's agency and user inside its tenant.
    foreignKey({
      name: 'flight_proposal_agency_same_tenant_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }),
    foreignKey({
      name: 'flight_proposal_user_same_tenant_fk',
      columns: [table.userId, table.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
  ],
);

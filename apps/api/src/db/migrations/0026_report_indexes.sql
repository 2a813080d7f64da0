-- The agency's commission on an order's fare: the airline's rate (basis points) on each passenger type's base fare,
-- rounded per passenger, times the passengers of that type; the same sum the API shows with an offer.
CREATE FUNCTION flight_order_commission(offer jsonb, brand_index integer) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(sum(round((price->>'baseFare')::numeric * (offer->>'commissionBps')::numeric / 10000)
    * (price->>'count')::numeric), 0)::bigint
  FROM jsonb_array_elements(offer->'brands'->brand_index->'prices') AS price
$$;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD COLUMN "commission" bigint GENERATED ALWAYS AS (flight_order_commission(offer, brand_index)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_created_idx" ON "ledger_entries" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "flight_orders_agency_issued_idx" ON "flight_orders" USING btree ("tenant_id","agency_id","issued_at");--> statement-breakpoint
CREATE INDEX "flight_orders_issue_transaction_idx" ON "flight_orders" USING btree ("issue_transaction_id");
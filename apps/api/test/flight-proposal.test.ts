import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlightPaths, type ErrorBody, type Proposal } from '@portal/contracts';
import { buildAgency, buildUser } from '../src/db/seed/builders';
import { DemoPassword } from '../src/db/seed/demo-accounts';
import { authHeaders, poll, searchBody, startSearch } from './support/flight';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let owner: string;
let staff: string;
let otherAgency: string;
let skyway: string;
let requestId: string;
let chosen: { itineraryId: string; gross: number }[];
beforeAll(async () => {
  t = await createTestApp();
  owner = await login(t.app, 'agent@demo.test');
  staff = await login(t.app, 'staff@demo.test');
  skyway = await login(t.app, 'agent@skyway.test', { host: hosts.skyway });
  const agency = await buildAgency(t.db, { tenantId: 'bdfare', name: 'Other Desk Travels' });
  await buildUser(t.db, {
    tenantId: 'bdfare',
    agencyId: agency.id,
    email: 'owner@otherdesk.test',
    password: DemoPassword,
  });
  otherAgency = await login(t.app, 'owner@otherdesk.test');
  // Two adults and an infant: a fixed markup counts all three.
  ({ requestId } = await startSearch(t.app, owner, searchBody({ adultCount: 2, infantCount: 1 })));
  const results = await poll(t.app, owner, requestId);
  chosen = results.itineraries
    .slice(0, 2)
    .map((row) => ({ itineraryId: row.itineraryId, gross: row.grossAmount.amount }));
});
afterAll(async () => {
  await t.close();
});

const makeProposal = (token: string, payload: Record<string, unknown>, host = 'localhost') =>
  t.app.inject({ method: 'POST', url: FlightPaths.makeProposal, headers: authHeaders(token, host), payload });

describe('proposals', () => {
  let proposal: Proposal;

  it('quote the chosen itineraries at gross plus a fixed markup per passenger', async () => {
    const response = await makeProposal(owner, {
      requestId,
      itineraryIds: chosen.map((row) => row.itineraryId),
      markup: { kind: 'Fixed', amount: 1_000_00 },
      customerName: 'Mr. Jamal Uddin',
      note: 'Fares hold until tomorrow noon.',
    });
    expect(response.statusCode, response.body).toBe(201);
    proposal = response.json<Proposal>();
    expect(proposal).toMatchObject({
      agencyName: 'Demo Travels Ltd',
      customerName: 'Mr. Jamal Uddin',
      note: 'Fares hold until tomorrow noon.',
    });
    expect(proposal.options.map((option) => option.itinerary.itineraryId)).toEqual(
      chosen.map((row) => row.itineraryId),
    );
    proposal.options.forEach((option, index) => {
      expect(option.quotedAmount).toEqual({
        amount: (chosen[index]?.gross ?? 0) + 3 * 1_000_00,
        currency: 'BDT',
      });
      expect(option.itinerary).toMatchObject({ agentAmount: null, commission: null, source: null });
      for (const key of option.itinerary.journeys.flatMap((journey) => journey.legKeys)) {
        expect(proposal.legs[key]).toBeDefined();
      }
    });
  });

  it('quote a percentage of the gross rounded to whole taka', async () => {
    const [first] = chosen;
    const response = await makeProposal(owner, {
      requestId,
      itineraryIds: [first?.itineraryId],
      markup: { kind: 'Percent', percent: 7.5 },
    });
    expect(response.statusCode).toBe(201);
    const quoted = response.json<Proposal>().options[0]?.quotedAmount.amount ?? 0;
    const gross = first?.gross ?? 0;
    expect(quoted).toBe(gross + Math.round((gross * 0.075) / 100) * 100);
    expect(quoted % 100).toBe(gross % 100);
  });

  it('answer the proposal page’s JSON to its agency only', async () => {
    const query = { proposalId: proposal.proposalId };
    const mine = await t.app.inject({
      method: 'GET',
      url: FlightPaths.getProposal,
      query,
      headers: authHeaders(owner),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Proposal>()).toEqual(proposal);
    const other = await t.app.inject({
      method: 'GET',
      url: FlightPaths.getProposal,
      query,
      headers: authHeaders(otherAgency),
    });
    expect(other.statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'GET',
      url: FlightPaths.getProposalPdf,
      query,
      headers: authHeaders(skyway, hosts.skyway),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answer a PDF attachment', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: FlightPaths.getProposalPdf,
      query: { proposalId: proposal.proposalId },
      headers: authHeaders(owner),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="proposal-[0-9a-f]{8}\.pdf"$/,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(1_000);
  });

  it('refuse staff without MakeProposal (403), another agency’s search (404) and unknown itineraries (404)', async () => {
    const payload = {
      requestId,
      itineraryIds: [chosen[0]?.itineraryId],
      markup: { kind: 'Fixed', amount: 0 },
    };
    expect((await makeProposal(staff, payload)).statusCode).toBe(403);
    const other = await makeProposal(otherAgency, payload);
    expect(other.statusCode).toBe(404);
    expect(other.json<ErrorBody>().error.code).toBe('SEARCH_NOT_FOUND');
    const unknown = await makeProposal(owner, { ...payload, itineraryIds: ['no-such-itinerary'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().error.code).toBe('ITINERARY_NOT_FOUND');
    const pdf = await t.app.inject({
      method: 'GET',
      url: FlightPaths.getProposalPdf,
      query: { proposalId: proposal.proposalId },
      headers: authHeaders(staff),
    });
    expect(pdf.statusCode).toBe(403);
  });
});

import {
  TravellerLimit,
  TravellerPaths,
  ZTravellerList,
  ZTravellerResponse,
  type CreateTravellerRequest,
  type Traveller,
  type TravellerChoice,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { isHttpStatus } from '../../../lib/api-errors';
import type { TravellerDetails } from '../utils/traveller-form';

/** A traveller form's link to the agency's travellers: the one picked, and whether to save it after booking. */
export interface SavedTravellerChoice {
  travellerId: string | null;
  save: boolean;
}

const samePerson = (saved: TravellerChoice, pax: TravellerDetails) =>
  saved.firstName.toLowerCase() === pax.firstName.toLowerCase() &&
  saved.lastName.toLowerCase() === pax.lastName.toLowerCase() &&
  saved.dateOfBirth === pax.dateOfBirth;

/** The booked traveller over what is saved: names, birth and passport as booked; email and phone kept. */
function mergeInto(saved: TravellerChoice | null, pax: TravellerDetails): CreateTravellerRequest {
  return {
    title: pax.title,
    firstName: pax.firstName,
    lastName: pax.lastName,
    dateOfBirth: pax.dateOfBirth,
    gender: pax.gender,
    nationality: pax.nationality ?? saved?.nationality ?? null,
    // A trip at home asks for no passport: the one on file stays.
    passportNumber: pax.passportNumber ?? saved?.passportNumber ?? null,
    passportExpiry: pax.passportNumber ? pax.passportExpiry : (saved?.passportExpiry ?? null),
    email: saved?.email ?? null,
    phone: saved?.phone ?? null,
  };
}

async function view(id: string): Promise<Traveller> {
  return (await api.get(TravellerPaths.view, { query: { id }, schema: ZTravellerResponse })).traveller;
}

async function update(saved: TravellerChoice, pax: TravellerDetails) {
  await api.post(
    TravellerPaths.update,
    { id: saved.id, ...mergeInto(saved, pax) },
    { schema: ZTravellerResponse },
  );
}

/** The saved traveller who is this person (same names and birth date), found by name. */
async function findSaved(pax: TravellerDetails): Promise<TravellerChoice | null> {
  const term = `${pax.firstName} ${pax.lastName}`.slice(0, TravellerLimit.maxSearchTerm);
  const found = await api.get(TravellerPaths.search, {
    query: { term, bornFrom: pax.dateOfBirth, bornTo: pax.dateOfBirth },
    schema: ZTravellerList,
  });
  return found.travellers.find((saved) => samePerson(saved, pax)) ?? null;
}

/**
 * After a booking, keeps the travellers whose form asked for it: the one picked is brought up to date (its new
 * passport), anyone else is created, and someone saved before under the same names and birth date is updated.
 */
async function saveOne(pax: TravellerDetails, choice: SavedTravellerChoice): Promise<void> {
  const picked = choice.travellerId ? await view(choice.travellerId).catch(() => null) : null;
  if (picked && samePerson(picked, pax)) return update(picked, pax);
  try {
    await api.post(TravellerPaths.create, mergeInto(null, pax), { schema: ZTravellerResponse });
  } catch (error) {
    if (!isHttpStatus(error, 409)) throw error;
    const saved = await findSaved(pax);
    if (!saved) throw error;
    await update(saved, pax);
  }
}

/** Saves every traveller asked for; answers the names saved and the names that could not be. */
export async function saveBookedTravellers(
  passengers: TravellerDetails[],
  choices: SavedTravellerChoice[],
): Promise<{ saved: string[]; failed: string[] }> {
  const outcome = { saved: [] as string[], failed: [] as string[] };
  for (const [index, pax] of passengers.entries()) {
    if (!choices[index]?.save) continue;
    const name = `${pax.firstName} ${pax.lastName}`;
    try {
      await saveOne(pax, choices[index]);
      outcome.saved.push(name);
    } catch {
      outcome.failed.push(name);
    }
  }
  return outcome;
}

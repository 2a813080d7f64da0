import type { Traveller, TravellerChoice } from '@portal/contracts';
import type { TravellerRow } from './traveller.repository';

/** A saved traveller as the booking form's picker shows it to a user who may book but not view travellers. */
export function toTravellerName(row: TravellerRow): TravellerChoice {
  return {
    id: row.id,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
  };
}

/** A saved traveller as the API shows it. */
export function toTraveller(row: TravellerRow): Traveller {
  return {
    ...toTravellerName(row),
    nationality: row.nationality,
    passportNumber: row.passportNumber,
    passportExpiry: row.passportExpiry,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

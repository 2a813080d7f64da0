import { z } from 'zod';
import {
  GroupFareLimit,
  ZGroupFareName,
  type GroupFareName,
  type GroupFareReservation,
  type PassengerType,
} from '@portal/contracts';

/** The name list form: one line per passenger, adults first, then children, then infants (the API's order). */
export interface NameLine {
  type: PassengerType;
  title: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
}
export interface NamesFormValues {
  names: NameLine[];
}

export const ZNamesForm = z.object({
  names: z
    .array(ZGroupFareName)
    .min(1)
    .max(GroupFareLimit.maxNames * 2),
});

/** The fields of a line, in the template's column order; the API's problems name these. */
export const NameFields = [
  'title',
  'firstName',
  'lastName',
  'dateOfBirth',
  'gender',
  'nationality',
  'passportNumber',
  'passportExpiry',
] as const satisfies ReadonlyArray<keyof NameLine>;
export type NameField = (typeof NameFields)[number];

export function isNameField(field: string): field is NameField {
  return (NameFields as readonly string[]).includes(field);
}

const blank = (type: PassengerType): NameLine => ({
  type,
  title: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '',
  nationality: 'BD',
  passportNumber: '',
  passportExpiry: '',
});

/** The lines to start from: the names stored, else blank lines for the reservation's passengers. */
export function initialNames(
  reservation: Pick<GroupFareReservation, 'names' | 'passengers'>,
): NamesFormValues {
  if (reservation.names.length > 0) {
    return {
      names: reservation.names.map((name) => ({
        type: name.type,
        title: name.title,
        firstName: name.firstName,
        lastName: name.lastName,
        dateOfBirth: name.dateOfBirth,
        gender: name.gender,
        nationality: name.nationality,
        passportNumber: name.passportNumber,
        passportExpiry: name.passportExpiry,
      })),
    };
  }
  const { adults, children, infants } = reservation.passengers;
  return {
    names: [
      ...Array.from({ length: adults }, () => blank('ADT')),
      ...Array.from({ length: children }, () => blank('CHD')),
      ...Array.from({ length: infants }, () => blank('INF')),
    ],
  };
}

/** The checked lines as SaveNames takes them. */
export const namesOf = (values: { names: GroupFareName[] }): GroupFareName[] => values.names;

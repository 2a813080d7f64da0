import { z } from 'zod';
import { ZCreateTravellerRequest, type CreateTravellerRequest, type Traveller } from '@portal/contracts';

/** What the form's boxes hold: text, '' for nothing chosen or typed. */
export interface TravellerFormValues {
  title: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
  email: string;
  phone: string;
}

const optionalFields = ['nationality', 'passportNumber', 'passportExpiry', 'email', 'phone'] as const;

/** An empty optional box is "none" (null) to the API; the rest is checked by the contracts' own schema. */
export const travellerFormSchema: z.ZodType<CreateTravellerRequest, TravellerFormValues> = z.preprocess(
  (values) => {
    const form = values as TravellerFormValues;
    const trimmed = Object.fromEntries(
      Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
    ) as Record<string, string | null>;
    for (const key of optionalFields) if (trimmed[key] === '') trimmed[key] = null;
    return trimmed;
  },
  ZCreateTravellerRequest,
) as unknown as z.ZodType<CreateTravellerRequest, TravellerFormValues>;

export const emptyTravellerForm: TravellerFormValues = {
  title: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '',
  nationality: '',
  passportNumber: '',
  passportExpiry: '',
  email: '',
  phone: '',
};

/** A saved traveller in the form's boxes. */
export function formOf(traveller: Traveller): TravellerFormValues {
  return {
    title: traveller.title,
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    dateOfBirth: traveller.dateOfBirth,
    gender: traveller.gender,
    nationality: traveller.nationality ?? '',
    passportNumber: traveller.passportNumber ?? '',
    passportExpiry: traveller.passportExpiry ?? '',
    email: traveller.email ?? '',
    phone: traveller.phone ?? '',
  };
}

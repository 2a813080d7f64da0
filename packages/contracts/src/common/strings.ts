import { z } from 'zod';

/** Upper bounds for free text, so an over-long field is a 400 and never reaches the database. */
export const TextLimit = {
  short: 200,
  email: 254,
  password: 128,
} as const;

export const ZTrimmedString = z.string().trim();

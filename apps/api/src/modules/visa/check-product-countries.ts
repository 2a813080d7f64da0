import { VisaCatalogueMessage, type CreateVisaProductBody } from '@portal/contracts';
import { visaValidationError } from './visa-catalogue-errors';
import type { CountryNames } from './visa-countries';

/** Two capital letters pass the schema; only a real country passes here (400 naming the field, as the schema would). */
export function checkProductCountries(
  body: Pick<CreateVisaProductBody, 'destination' | 'nationalities'>,
  names: CountryNames,
): void {
  const issues = [
    ...(names.has(body.destination)
      ? []
      : [{ path: ['destination'], message: VisaCatalogueMessage.unknownCountry }]),
    ...body.nationalities.flatMap((code, index) =>
      names.has(code)
        ? []
        : [{ path: ['nationalities', index], message: VisaCatalogueMessage.unknownCountry }],
    ),
  ];
  if (issues.length > 0) throw visaValidationError(issues);
}

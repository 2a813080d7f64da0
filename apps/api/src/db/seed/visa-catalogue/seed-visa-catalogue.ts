import type { Db } from '../../client';
import { insertVisaProduct } from '../../../modules/visa/visa-product.repository';
import { asiaVisas } from './asia';
import { europeVisas } from './europe';
import { gulfVisas } from './gulf';
import { longHaulVisas } from './long-haul';
import type { SeedVisaProduct } from './seed-product';
import { skywayVisas } from './skyway';

/**
 * The visa products each demo tenant sells: the provider's catalogue of the destinations Bangladeshi agencies sell
 * most, and the white-label Skyway's own few (Tripzen sells none yet). Fees in BDT.
 */
export const SeedVisaCatalogues: Record<string, SeedVisaProduct[]> = {
  bdfare: [...gulfVisas, ...asiaVisas, ...europeVisas, ...longHaulVisas],
  skyway: skywayVisas,
};

export async function seedVisaCatalogue(db: Pick<Db, 'insert'>, options: { now: Date }): Promise<void> {
  for (const [tenantId, products] of Object.entries(SeedVisaCatalogues)) {
    for (const { status = 'Published', ...fields } of products) {
      const row = await insertVisaProduct(db, tenantId, {
        fields: { ...fields, currency: 'BDT' },
        status,
        now: options.now,
      });
      if (!row)
        throw new Error(`Visa product ${fields.countryCode} ${fields.visaType} of ${tenantId} seeded twice`);
    }
  }
}

import type { HotelSuggestions } from '@portal/contracts';
import type { HotelSupplier } from '../../adapters/hotel-supply';

/** How many suggestions the search box lists. */
export const suggestionLimit = 10;

/** GET Search/Suggest: cities and hotels whose names start with the text (cities first), for the search box. */
export function suggestHotels(options: { supplier: HotelSupplier; text: string }): HotelSuggestions {
  return {
    suggestions: options.supplier.catalogue.suggest(options.text, suggestionLimit).map((item) => ({
      type: item.type,
      id: item.id,
      name: item.name,
      cityName: item.cityName,
      countryName: item.countryName,
    })),
  };
}

import { useTranslation } from 'react-i18next';
import type { HolidayCity } from '@portal/contracts';
import { SuggestionBox } from '../../../components/suggestion-box/suggestion-box';
import { useTypeAhead } from '../../../components/suggestion-box/use-type-ahead';
import { CitySuggestMinLength, useCitySuggestions } from '../api/search-cities';

export interface CityValue {
  cityCode: string;
  cityName: string;
}

export const cityLabel = (city: { cityName: string; countryName?: string }) =>
  city.countryName ? `${city.cityName}, ${city.countryName}` : city.cityName;

/**
 * The destination type-ahead (Package/SearchCities, asked a quarter second after typing stops): arrows and Enter
 * choose, Escape closes; leaving the box without choosing keeps what was chosen before.
 */
export function CityBox({
  id,
  value,
  onChange,
  error,
  inputClassName,
}: {
  id: string;
  value: CityValue | null;
  onChange: (city: CityValue | null) => void;
  error?: string | undefined;
  inputClassName?: string;
}) {
  const { t } = useTranslation('holiday');
  const typeAhead = useTypeAhead(value, value?.cityName ?? '');
  const suggestions = useCitySuggestions(typeAhead.term);
  return (
    <SuggestionBox<HolidayCity>
      id={id}
      label={t('search.destination')}
      placeholder={t('search.destinationPlaceholder')}
      error={error}
      inputClassName={inputClassName}
      width={360}
      listHeight={320}
      listLabel={t('search.suggestions')}
      typeAhead={typeAhead}
      valueLabel={value?.cityName ?? ''}
      suggestions={suggestions}
      minLength={CitySuggestMinLength}
      texts={{
        typeMore: t('search.suggestTypeMore'),
        searching: t('search.suggestSearching'),
        failed: t('search.suggestFailed'),
        none: (term) => t('search.suggestNone', { term }),
      }}
      view={(city) => ({
        value: city.cityCode,
        name: `${cityLabel(city)} (${city.cityCode})`,
        title: `${city.cityName} (${city.cityCode})`,
        detail: city.countryName,
        badge: t('search.packages', { count: city.packageCount }),
      })}
      onChoose={(city) => {
        onChange({ cityCode: city.cityCode, cityName: city.cityName });
        return city.cityName;
      }}
      onClear={() => onChange(null)}
    />
  );
}

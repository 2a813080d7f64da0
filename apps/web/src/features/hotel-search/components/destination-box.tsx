import { useTranslation } from 'react-i18next';
import type { HotelSuggestion } from '@portal/contracts';
import { SuggestionBox } from '../../../components/suggestion-box/suggestion-box';
import { useTypeAhead } from '../../../components/suggestion-box/use-type-ahead';
import { SuggestMinLength, useHotelSuggestions } from '../api/get-hotel-suggestions';
import { suggestionLabel, type DestinationValue } from '../utils/search-form-values';
import classes from './hotel-search-form.module.css';

interface DestinationBoxProps {
  id: string;
  value: DestinationValue | null;
  onChange: (destination: DestinationValue | null) => void;
  error?: string;
}

/**
 * The city or hotel type-ahead (Search/Suggest, asked a quarter second after typing stops): arrows and Enter choose,
 * Escape closes. Leaving the box without choosing keeps what was chosen before.
 */
export function DestinationBox({ id, value, onChange, error }: DestinationBoxProps) {
  const { t } = useTranslation('hotelSearch');
  const typeAhead = useTypeAhead(value, value?.label ?? '');
  const suggestions = useHotelSuggestions(typeAhead.term);
  const typeName = (suggestion: HotelSuggestion) => t(`form.suggestionTypes.${suggestion.type}`);

  return (
    <SuggestionBox
      id={id}
      label={t('form.destination')}
      placeholder={t('form.destinationPlaceholder')}
      error={error}
      inputClassName={classes.bigInput}
      width={380}
      listHeight={340}
      listLabel={t('form.suggestions')}
      typeAhead={typeAhead}
      valueLabel={value?.label ?? ''}
      suggestions={suggestions}
      minLength={SuggestMinLength}
      texts={{
        typeMore: t('form.suggestTypeMore'),
        searching: t('form.suggestSearching'),
        failed: t('form.suggestFailed'),
        none: (term) => t('form.suggestNone', { term }),
      }}
      view={(suggestion) => ({
        value: `${suggestion.type}:${suggestion.id}`,
        name: `${suggestionLabel(suggestion)} (${typeName(suggestion)})`,
        title: suggestion.name,
        detail:
          suggestion.type === 'City'
            ? suggestion.countryName
            : `${suggestion.cityName}, ${suggestion.countryName}`,
        badge: typeName(suggestion),
        badgeColor: suggestion.type === 'City' ? undefined : 'grape',
      })}
      onChoose={(suggestion) => {
        const chosen = { type: suggestion.type, id: suggestion.id, label: suggestionLabel(suggestion) };
        onChange(chosen);
        return chosen.label;
      }}
      onClear={() => onChange(null)}
    />
  );
}

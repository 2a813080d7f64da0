import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Airport } from '@portal/contracts';
import { SuggestionBox } from '../suggestion-box/suggestion-box';
import { useTypeAhead } from '../suggestion-box/use-type-ahead';
import { airportByCodeQuery, useAirportsByKey } from './api/get-airports-by-key';
import classes from './flight-search-form.module.css';

export function airportLabel(airport: Airport | null): string {
  return airport ? `${airport.cityName} (${airport.airportCode})` : '';
}

interface AirportBoxProps {
  label: string;
  value: Airport | null;
  onChange: (airport: Airport | null) => void;
  error?: string;
  /** Stable id, so the label and error point at this box. */
  id: string;
}

/** The airport type-ahead: city, airport name, code and country; arrows and Enter choose, Escape closes. */
export function AirportBox({ label, value, onChange, error, id }: AirportBoxProps) {
  const { t } = useTranslation('flightSearch');
  const queryClient = useQueryClient();
  const typeAhead = useTypeAhead(value, airportLabel(value));
  const airports = useAirportsByKey(typeAhead.term);

  return (
    <SuggestionBox
      id={id}
      label={label}
      placeholder={t('airportPlaceholder')}
      error={error}
      title={value ? `${value.airportName}, ${value.countryName}` : undefined}
      inputClassName={classes.bigInput}
      width={360}
      listHeight={320}
      listLabel={label}
      typeAhead={typeAhead}
      valueLabel={airportLabel(value)}
      suggestions={airports}
      minLength={2}
      texts={{
        typeMore: t('airportTypeMore'),
        searching: t('airportSearching'),
        failed: t('airportFailed'),
        none: (term) => t('airportNone', { term }),
      }}
      view={(airport) => ({
        value: airport.airportCode,
        name: `${airport.cityName}, ${airport.airportName} (${airport.airportCode}), ${airport.countryName}`,
        title: `${airport.cityName}, ${airport.countryName}`,
        detail: airport.airportName,
        badge: airport.airportCode,
      })}
      onChoose={(airport) => {
        queryClient.setQueryData(airportByCodeQuery(airport.airportCode).queryKey, airport);
        onChange(airport);
        return airportLabel(airport);
      }}
      onClear={() => onChange(null)}
    />
  );
}

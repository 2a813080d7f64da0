import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SearchLimit } from '@portal/contracts';
import { addDays, tenantToday } from './tenant-today';
import classes from './flight-search-form.module.css';

interface DateFieldProps {
  label: string;
  value: string | null;
  onChange: (date: string | null) => void;
  /** Earliest date; today (the tenant's) when not given. Earlier days are disabled. */
  minDate?: string | null;
  placeholder?: string;
  error?: string;
  clearable?: boolean;
}

/** A date box: no day before today (or `minDate`), none beyond the selling window; two months side by side on wide screens. */
export function DateField({
  label,
  value,
  onChange,
  minDate,
  placeholder,
  error,
  clearable,
}: DateFieldProps) {
  const { t } = useTranslation('flightSearch');
  const wide = useMediaQuery('(min-width: 62em)');
  const today = tenantToday();
  const earliest = minDate && minDate > today ? minDate : today;
  return (
    <DatePickerInput
      label={label}
      value={value}
      onChange={(date) => onChange(date ? String(date).slice(0, 10) : null)}
      minDate={earliest}
      maxDate={addDays(today, SearchLimit.maxDaysAhead)}
      defaultDate={value ?? earliest}
      numberOfColumns={wide ? 2 : 1}
      valueFormat="ddd, D MMM YYYY"
      placeholder={placeholder ?? t('datePlaceholder')}
      error={error}
      clearable={clearable}
      classNames={{ input: classes.bigInput }}
      popoverProps={{ position: 'bottom-start' }}
      nextLabel={t('nextMonth')}
      previousLabel={t('previousMonth')}
    />
  );
}

import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import classes from './hotel-search-form.module.css';

interface StayDateFieldProps {
  label: string;
  value: string | null;
  onChange: (date: string | null) => void;
  /** Earlier and later days are disabled. */
  minDate: string;
  maxDate: string;
  error?: string;
}

/** A check-in or check-out box: days outside the allowed window are disabled; two months side by side on wide screens. */
export function StayDateField({ label, value, onChange, minDate, maxDate, error }: StayDateFieldProps) {
  const { t } = useTranslation('hotelSearch');
  const wide = useMediaQuery('(min-width: 62em)');
  // A phone's half-width box has room for the date without its weekday.
  const roomy = useMediaQuery('(min-width: 30em)', true);
  return (
    <DatePickerInput
      label={label}
      value={value}
      onChange={(date) => onChange(date ? String(date).slice(0, 10) : null)}
      minDate={minDate}
      maxDate={maxDate}
      defaultDate={value && value >= minDate ? value : minDate}
      numberOfColumns={wide ? 2 : 1}
      valueFormat={roomy ? 'ddd, D MMM YYYY' : 'D MMM YYYY'}
      placeholder={t('form.datePlaceholder')}
      error={error}
      classNames={{ input: classes.bigInput }}
      popoverProps={{ position: 'bottom-start' }}
      nextLabel={t('form.nextMonth')}
      previousLabel={t('form.previousMonth')}
    />
  );
}

import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VisaApplicantTypes, VisaLimit, type VisaApplicantCounts } from '@portal/contracts';
import { CounterRow } from '../../../components/counter-popover/counter-row';
import { PopoverField } from '../../../components/counter-popover/popover-field';
import '../../../components/visa/i18n';
import '../i18n';

/** Applicants by type in a popover (spec §2 traveller counter): at least one, at most nine in one application. */
export function ApplicantsField({
  value,
  onChange,
  error,
}: {
  value: VisaApplicantCounts;
  onChange: (value: VisaApplicantCounts) => void;
  error?: string;
}) {
  const { t } = useTranslation('visa');
  const total = VisaApplicantTypes.reduce((sum, type) => sum + value[type], 0);
  const parts = VisaApplicantTypes.filter((type) => value[type] > 0).map((type) =>
    t(`applicants.count.${type}`, { count: value[type] }),
  );
  return (
    <PopoverField
      label={t('search.applicants')}
      error={error}
      width={320}
      summary={t('applicants.total', { count: total })}
      detail={
        parts.length > 1 ? (
          <Text size="xs" c="dimmed" truncate>
            {parts.join(', ')}
          </Text>
        ) : null
      }
    >
      {(close) => (
        <>
          {VisaApplicantTypes.map((type) => {
            const label = t(`visaParts:applicantType.${type}`);
            return (
              <CounterRow
                key={type}
                label={label}
                hint={t(`applicants.hint.${type}`)}
                decreaseLabel={t('applicants.decrease', { type: label })}
                increaseLabel={t('applicants.increase', { type: label })}
                value={value[type]}
                min={0}
                max={value[type] + VisaLimit.maxApplicants - total}
                onChange={(count) => onChange({ ...value, [type]: count })}
              />
            );
          })}
          <Text size="xs" c="dimmed">
            {t('applicants.limit', { count: VisaLimit.maxApplicants })}
          </Text>
          <Button onClick={close}>{t('applicants.done')}</Button>
        </>
      )}
    </PopoverField>
  );
}

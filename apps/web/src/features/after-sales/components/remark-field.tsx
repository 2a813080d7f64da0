import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The agent's note to the request, at most 500 characters. */
export function RemarkField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('afterSales');
  return (
    <Textarea
      label={t('form.remark')}
      description={t('form.remarkHint')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={500}
      autosize
      minRows={2}
      maxRows={5}
      disabled={disabled}
    />
  );
}

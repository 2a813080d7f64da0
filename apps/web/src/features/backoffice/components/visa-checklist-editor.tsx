import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VisaDocumentCodes } from '@portal/contracts';
import type { VisaProductFormValues } from '../utils/visa-product-form';
import '../../../components/visa/i18n';
import '../visa-i18n';

/**
 * The documents each applicant uploads, in the order agents gather them: which document, what exactly the embassy
 * wants, whether it is required; rows move up and down and are added or removed.
 */
export function VisaChecklistEditor({
  control,
  register,
  errors,
  message,
}: {
  control: Control<VisaProductFormValues>;
  register: UseFormRegister<VisaProductFormValues>;
  errors: FieldErrors<VisaProductFormValues>;
  message: (text: string | undefined) => string | undefined;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'visaProducts' });
  const { t: tp } = useTranslation('visaParts');
  const { fields, append, remove, move } = useFieldArray({ control, name: 'checklist' });
  const rowErrors = errors.checklist as
    | (Array<{ code?: { message?: string }; description?: { message?: string } } | undefined> & {
        message?: string;
        root?: { message?: string };
      })
    | undefined;

  return (
    <Stack gap="sm">
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <Group
            key={field.id}
            align="flex-start"
            gap="sm"
            wrap="wrap"
            role="group"
            aria-label={t('checklist.row', { number })}
          >
            <Controller
              control={control}
              name={`checklist.${index}.code`}
              render={({ field: code }) => (
                <Select
                  label={t('checklist.document', { number })}
                  placeholder={t('checklist.choose')}
                  data={VisaDocumentCodes.map((value) => ({ value, label: tp(`documents.${value}`) }))}
                  value={code.value}
                  onChange={(value) => code.onChange(value)}
                  error={message(rowErrors?.[index]?.code?.message)}
                  w={{ base: '100%', sm: 220 }}
                  searchable
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <TextInput
              label={t('checklist.description', { number })}
              placeholder={t('checklist.descriptionPlaceholder')}
              maxLength={300}
              error={message(rowErrors?.[index]?.description?.message)}
              style={{ flex: 1, minWidth: 220 }}
              {...register(`checklist.${index}.description`)}
            />
            <Checkbox
              label={t('checklist.required')}
              mt={{ base: 0, sm: 32 }}
              {...register(`checklist.${index}.required`)}
            />
            <Group gap={4} mt={{ base: 0, sm: 26 }}>
              <ActionIcon
                variant="default"
                aria-label={t('checklist.up', { number })}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={t('checklist.down', { number })}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                ↓
              </ActionIcon>
              <ActionIcon
                variant="light"
                color="red"
                aria-label={t('checklist.remove', { number })}
                onClick={() => remove(index)}
              >
                ×
              </ActionIcon>
            </Group>
          </Group>
        );
      })}
      {rowErrors?.message || rowErrors?.root?.message ? (
        <Text size="sm" c="red.8" role="alert">
          {message(rowErrors.message ?? rowErrors.root?.message)}
        </Text>
      ) : null}
      <Button
        variant="light"
        w="fit-content"
        disabled={fields.length >= 16}
        onClick={() => append({ code: null, description: '', required: true })}
      >
        {t('checklist.add')}
      </Button>
    </Stack>
  );
}

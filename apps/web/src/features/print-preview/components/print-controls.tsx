import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PrintDocumentType, type FlightOrder } from '@portal/contracts';
import classes from '../../../components/print-document/print-document.module.css';

export interface PrintChoices {
  typeId: PrintDocumentType;
  paxIds: number[];
  withPrice: boolean;
  markupText: string;
}

/**
 * What to print, above the sheet and never on paper: the document, which passengers, with or without prices, the
 * customer invoice's markup; then Print and Download PDF.
 */
export function PrintControls({
  order,
  choices,
  markupError,
  onChange,
  onPrint,
  onDownload,
  downloading,
  downloadProblem,
}: {
  order: FlightOrder;
  choices: PrintChoices;
  markupError: boolean;
  onChange: (patch: Partial<PrintChoices>) => void;
  onPrint: () => void;
  onDownload: () => void;
  downloading: boolean;
  downloadProblem: string | null;
}) {
  const { t } = useTranslation('printPreview');
  const currency = order.totals.payable.currency;
  const blocked = choices.paxIds.length === 0 || markupError;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.controls}
      component="section"
      aria-label={t('controls.label')}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="document-choice">
            {t('controls.document')}
          </Text>
          <SegmentedControl
            aria-labelledby="document-choice"
            fullWidth
            value={String(choices.typeId)}
            onChange={(value) => onChange({ typeId: Number(value) as PrintDocumentType })}
            data={[
              { value: String(PrintDocumentType.Ticket), label: t('titles.ticketShort') },
              { value: String(PrintDocumentType.AgentInvoice), label: t('titles.agentInvoice') },
              { value: String(PrintDocumentType.CustomerInvoice), label: t('titles.customerInvoice') },
            ]}
          />
        </Stack>
        <Checkbox.Group
          label={t('controls.passengers')}
          value={choices.paxIds.map(String)}
          onChange={(values) => onChange({ paxIds: values.map(Number) })}
          error={choices.paxIds.length === 0 ? t('controls.choosePassenger') : undefined}
        >
          <Group gap="md" mt={6}>
            {order.passengers.map((pax) => (
              <Checkbox
                key={pax.paxId}
                value={String(pax.paxId)}
                label={`${pax.title} ${pax.firstName} ${pax.lastName}`}
              />
            ))}
          </Group>
        </Checkbox.Group>
        {/* The switch on its own line: beside the markup field's label and hint it never lines up with the box. */}
        <Stack gap="sm" align="flex-start">
          <Switch
            label={t('controls.withPrice')}
            checked={choices.withPrice}
            onChange={(event) => onChange({ withPrice: event.currentTarget.checked })}
          />
          {choices.typeId === PrintDocumentType.CustomerInvoice ? (
            <TextInput
              label={t('controls.markup', { currency })}
              description={t('controls.markupHint')}
              inputMode="decimal"
              value={choices.markupText}
              onChange={(event) => onChange({ markupText: event.currentTarget.value })}
              error={markupError ? t('controls.markupInvalid') : undefined}
              w={220}
            />
          ) : null}
        </Stack>
        {downloadProblem ? (
          <Alert color="red" role="alert">
            {downloadProblem}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button onClick={onPrint} disabled={blocked}>
            {t('controls.print')}
          </Button>
          <Button variant="default" onClick={onDownload} loading={downloading} disabled={blocked}>
            {t('controls.download')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

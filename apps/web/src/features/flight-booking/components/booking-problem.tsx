import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The page cannot go on (the price expired or was never made): why, and the way back to the results. */
export function BookingProblem({
  title,
  message,
  backTo,
}: {
  title: string;
  message: string;
  backTo: string;
}) {
  const { t } = useTranslation('flightBooking');
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button component={Link} to={backTo} variant="light" color="red">
          {t('backToResults')}
        </Button>
      </Stack>
    </Alert>
  );
}

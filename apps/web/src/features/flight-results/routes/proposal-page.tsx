import { useState } from 'react';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { downloadProposalPdf } from '../api/download-proposal-pdf';
import { useProposal } from '../api/get-proposal';
import { AirlineBadge } from '../components/airline-badge';
import { JourneyLine } from '../components/journey-line';
import { PanelFailed, PanelLoading } from '../components/panel-state';
import { useAirlineNames } from '../../../components/flight-search/api/get-airline-options';
import { useMoney } from '../../../lib/use-money';
import '../i18n';

/** /flight-proposal/:proposalId: the quote as the customer will see it, and its PDF. */
export default function ProposalPage() {
  const { t, i18n } = useTranslation('flightResults');
  // The id is the last part of /flight-proposal/:proposalId.
  const proposalId = decodeURIComponent(useLocation().pathname.split('/').pop() ?? '');
  const proposal = useProposal(proposalId);
  const airlineName = useAirlineNames();
  const money = useMoney();
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadProposalPdf(proposalId, `proposal-${proposalId.slice(0, 8)}.pdf`);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  let body;
  if (proposal.isPending) body = <PanelLoading label={t('proposalPage.loading')} />;
  else if (proposal.isError)
    body = <PanelFailed message={errorMessage(proposal.error, t('proposalPage.failed'))} />;
  else {
    const data = proposal.data;
    const created = new Intl.DateTimeFormat(i18n.language === 'bn' ? 'bn-BD' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Dhaka',
    }).format(new Date(data.createdAt));
    body = (
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <div>
              <Text fw={700}>{t('proposalPage.preparedBy', { agency: data.agencyName })}</Text>
              {data.customerName ? (
                <Text>{t('proposalPage.preparedFor', { customer: data.customerName })}</Text>
              ) : null}
              <Text size="sm" c="dimmed">
                {t('proposalPage.created', { date: created })}
              </Text>
            </div>
            <Button onClick={() => void download()} loading={downloading}>
              {t('proposalPage.download')}
            </Button>
          </Group>
          {data.note ? (
            <Text mt="sm" style={{ whiteSpace: 'pre-line' }}>
              <strong>{t('proposalPage.note')}:</strong> {data.note}
            </Text>
          ) : null}
          {downloadFailed ? (
            <Alert color="red" variant="light" mt="sm" role="alert">
              {t('proposalPage.downloadFailed')}
            </Alert>
          ) : null}
        </Paper>
        {data.options.map((option, index) => (
          <Paper
            key={option.itinerary.itineraryId}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-label={t('proposalPage.option', { number: index + 1 })}
          >
            <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
              <Stack gap="sm" style={{ flex: '1 1 360px', minWidth: 0 }}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                  {t('proposalPage.option', { number: index + 1 })}
                </Text>
                <AirlineBadge
                  code={option.itinerary.airlineCode}
                  name={airlineName(option.itinerary.airlineCode)}
                />
                {option.itinerary.journeys.map((journey, journeyIndex) => (
                  <div key={journeyIndex}>
                    <Text size="xs" c="dimmed">
                      {journey.legKeys
                        .map((key) => data.legs[key])
                        .map((leg) => (leg ? `${leg.marketingAirline} ${leg.flightNumber}` : ''))
                        .join(' · ')}
                    </Text>
                    <JourneyLine journey={journey} />
                  </div>
                ))}
              </Stack>
              <div style={{ textAlign: 'right' }}>
                <Text size="xs" c="dimmed">
                  {t('proposalPage.quoted')}
                </Text>
                <Text fw={800} fz={22}>
                  {money(option.quotedAmount)}
                </Text>
              </div>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Container size="lg" py="lg">
      <Title order={1} fz={24} mb="md">
        {t('proposalPage.title')}
      </Title>
      {body}
    </Container>
  );
}

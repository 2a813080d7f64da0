import { Button, Container, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Business, type TenantConfig } from '@portal/contracts';
import { AppLink } from '../app-link';

/** The closing invitation to sign up (link defaults to the proprietor registration). */
export function CallToActionBand({ callToAction }: { callToAction: TenantConfig['callToAction'] }) {
  if (!callToAction.enabled) return null;
  const picture = callToAction.imagePath !== '';
  return (
    <Container
      size="lg"
      component="section"
      py={{ base: 32, md: 56 }}
      aria-labelledby={callToAction.title ? 'cta-title' : undefined}
    >
      <Paper radius="lg" p={{ base: 'lg', md: 48 }} bg="primary.0">
        <SimpleGrid cols={{ base: 1, md: picture ? 2 : 1 }} spacing="xl" style={{ alignItems: 'center' }}>
          <Stack gap="md" align="flex-start">
            {callToAction.title ? (
              <Title order={2} id="cta-title">
                {callToAction.title}
              </Title>
            ) : null}
            {callToAction.description ? <Text>{callToAction.description}</Text> : null}
            {callToAction.buttonText ? (
              <Button
                component={AppLink}
                href={callToAction.buttonLink || Business.defaultCallToActionPath}
                size="md"
              >
                {callToAction.buttonText}
              </Button>
            ) : null}
          </Stack>
          {picture ? <Image src={callToAction.imagePath} alt="" maw={420} mx="auto" loading="lazy" /> : null}
        </SimpleGrid>
      </Paper>
    </Container>
  );
}

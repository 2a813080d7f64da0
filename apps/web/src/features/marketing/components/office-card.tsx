import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TenantConfig } from '@portal/contracts';
import { useMarketingText } from '../hooks/use-marketing-text';
import { ContactLine } from './contact-links';
import { ExternalLink } from './external-link';
import { MarketingIcon } from './marketing-icon';

type Office = TenantConfig['contactUs']['offices'][number];

/** One office of the tenant: address, contacts, and links to its map and website when configured. */
export function OfficeCard({ office }: { office: Office }) {
  const text = useMarketingText();
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Stack gap="md">
        <Title order={3} fz="h4">
          {office.title}
        </Title>
        {office.address ? (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <MarketingIcon name="pin" size={32} />
            <div>
              <Text size="xs" c="gray.7">
                {text('contact.labels.address')}
              </Text>
              <Text component="address" fs="normal" style={{ whiteSpace: 'pre-line' }}>
                {office.address}
              </Text>
            </div>
          </Group>
        ) : null}
        {office.email ? (
          <ContactLine kind="email" value={office.email} label={text('contact.labels.email')} />
        ) : null}
        {office.phone ? (
          <ContactLine kind="phone" value={office.phone} label={text('contact.labels.phone')} />
        ) : null}
        {office.map.url || office.site.url ? (
          <Group gap="lg">
            {office.map.url ? (
              <ExternalLink href={office.map.url} context={office.title}>
                {office.map.text || office.map.url}
              </ExternalLink>
            ) : null}
            {office.site.url ? (
              <ExternalLink href={office.site.url} context={office.title}>
                {office.site.text || office.site.url}
              </ExternalLink>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

import { Anchor, Group, Text } from '@mantine/core';
import { MarketingIcon } from './marketing-icon';
import { LinkColor } from './link-color';

/** The number as a tel: URI: digits and a leading plus only, as dialers expect. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

interface ContactLineProps {
  kind: 'email' | 'phone';
  value: string;
  label: string;
}

/** One labelled e-mail address or phone number, as a link that opens the mail client or dialer. */
export function ContactLine({ kind, value, label }: ContactLineProps) {
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <MarketingIcon name={kind === 'email' ? 'mail' : 'phone'} size={32} />
      <div>
        <Text size="xs" c="gray.7">
          {label}
        </Text>
        <Anchor
          href={kind === 'email' ? `mailto:${value}` : telHref(value)}
          c={LinkColor}
          style={{ wordBreak: 'break-word' }}
        >
          {value}
        </Anchor>
      </div>
    </Group>
  );
}

import { ActionIcon, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenantConfig } from '@portal/contracts';

type Network = keyof TenantConfig['socialMedia'];

/** Simple outline marks for each network, drawn on a 24-unit grid. */
const Marks: Record<Network, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V11H7v4h3v9h4v-9h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  linkedIn:
    'M4 9h3.5v11H4zM5.8 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.4v1.6c.5-.9 1.7-1.9 3.6-1.9 3.6 0 4 2.4 4 5.4V20h-3.5v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  twitter: 'M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.2L20.5 20H16l-4.3-6-5.2 6H4l6.5-7.5z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
};

const Networks: Network[] = ['facebook', 'linkedIn', 'instagram', 'twitter', 'youtube'];

/** Links to the tenant's social pages; networks without a link are left out. */
export function SocialLinks({ links, color }: { links: TenantConfig['socialMedia']; color?: string }) {
  const { t } = useTranslation();
  const present = Networks.filter((network) => links[network].trim() !== '');
  if (present.length === 0) return null;
  return (
    <Group gap="xs">
      {present.map((network) => (
        <ActionIcon
          key={network}
          component="a"
          href={links[network]}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          color={color}
          size="lg"
          aria-label={t(`footer.social.${network}`)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            <path d={Marks[network]} fillRule="evenodd" />
          </svg>
        </ActionIcon>
      ))}
    </Group>
  );
}

import { Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenantConfig } from '@portal/contracts';

/** Accreditation badges and accepted payment logos, when the tenant lists any. */
interface FooterLogosProps {
  config: TenantConfig;
  dimmedColor?: string;
  /** Centred footers put the groups in the middle; column footers spread them. */
  centered?: boolean;
}

export function FooterLogos({ config, dimmedColor, centered = false }: FooterLogosProps) {
  const { t } = useTranslation();
  const { accreditations, paymentMethods } = config;
  if (accreditations.length === 0 && paymentMethods.length === 0) return null;
  return (
    <Group justify={centered ? 'center' : 'space-between'} align="flex-start" gap="xl" py="lg">
      {accreditations.length > 0 ? (
        <Stack gap="xs" align={centered ? 'center' : undefined}>
          <Text size="sm" fw={600} c={dimmedColor}>
            {t('footer.accreditations')}
          </Text>
          <Group gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {accreditations.map((item) => (
              <li key={item.name}>
                <Image src={item.logo} alt={item.name} h={44} w="auto" bg="white" p={4} radius="sm" />
              </li>
            ))}
          </Group>
        </Stack>
      ) : null}
      {paymentMethods.length > 0 ? (
        <Stack gap="xs" align={centered ? 'center' : undefined}>
          <Text size="sm" fw={600} c={dimmedColor}>
            {t('footer.paymentMethods')}
          </Text>
          <Group gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {paymentMethods.map((method) => (
              <li key={method.code}>
                <Image src={method.logo} alt={method.name} h={32} w="auto" bg="white" p={4} radius="sm" />
              </li>
            ))}
          </Group>
        </Stack>
      ) : null}
    </Group>
  );
}

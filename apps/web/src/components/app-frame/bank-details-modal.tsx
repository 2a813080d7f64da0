import { Image, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBankDetailsBanners } from './api/get-bank-details-banner';

/**
 * The tenant's bank accounts for deposits, under the bank-details banners. Bank accounts are kept by the money
 * features; until the tenant has any, the window says there are none.
 */
export function BankDetailsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('frame');
  const banners = useBankDetailsBanners(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('bankDetails.title')} centered size="lg">
      <Stack gap="md">
        {(banners.data ?? []).map((banner) => (
          <Image key={banner.bannerPath} src={banner.bannerPath} alt={banner.text} radius="md" />
        ))}
        <Text c="dimmed" ta="center" py="lg">
          {t('bankDetails.none')}
        </Text>
      </Stack>
    </Modal>
  );
}

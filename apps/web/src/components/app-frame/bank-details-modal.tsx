import { Alert, Image, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BankAccountMessage } from '@portal/contracts';
import { errorMessage } from '../../lib/api-errors';
import { useBankDetailsBanners } from './api/get-bank-details-banner';
import { useProviderBankAccounts } from './api/get-provider-bank-accounts';
import { BankAccountCard } from './bank-account-card';

function AccountsLoading() {
  const { t } = useTranslation('frame');
  return (
    <Stack gap="md" role="status" aria-label={t('bankDetails.loading')}>
      {[0, 1].map((index) => (
        <Skeleton key={index} h={180} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * The tenant's bank accounts for deposits, under the bank-details banners, each value ready to copy onto a deposit
 * slip. The accounts load when the window opens; a failure shows the server's message, else the spec's text.
 */
export function BankDetailsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('frame');
  const banners = useBankDetailsBanners(opened);
  const accounts = useProviderBankAccounts(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('bankDetails.title')} centered size="lg">
      <Stack gap="md">
        {(banners.data ?? []).map((banner) => (
          <div key={banner.bannerPath}>
            <Image src={banner.bannerPath} alt={banner.text} radius="md" />
            {/* A phone shrinks the banner's lettering past reading; its text is repeated beneath for the eye only,
                since screen readers already read it from the image. */}
            <Text size="sm" c="dimmed" mt={6} hiddenFrom="sm" aria-hidden="true">
              {banner.text}
            </Text>
          </div>
        ))}
        {accounts.isPending ? (
          <AccountsLoading />
        ) : accounts.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(accounts.error, BankAccountMessage.loadFailed)}
          </Alert>
        ) : accounts.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('bankDetails.none')}
          </Text>
        ) : (
          <>
            <Text size="sm">{t('bankDetails.intro')}</Text>
            {accounts.data.map((account) => (
              <BankAccountCard key={account.bankAccountId} account={account} />
            ))}
          </>
        )}
      </Stack>
    </Modal>
  );
}

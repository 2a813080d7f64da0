import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserContext } from '@portal/contracts';
import { AccountManagerDetails } from '../../../components/app-frame/account-menus';
import { useTenantConfig } from '../../../tenant/tenant-context';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function ContactLink({ kind, value, label }: { kind: 'phone' | 'email'; value: string; label: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:
      </Text>{' '}
      <Anchor
        href={kind === 'email' ? `mailto:${value}` : telHref(value)}
        style={{ wordBreak: 'break-word' }}
      >
        {value}
      </Anchor>
    </Text>
  );
}

/** Who to ask when an answer is not enough: the agency's account manager and the tenant's support channels. */
export function SupportContacts({ staff }: { staff: UserContext['associatedStaff'] | undefined }) {
  const { t } = useTranslation('help');
  const { global, contactUs, company } = useTenantConfig();
  const blocks = contactUs.blocks.filter((block) => block.email || block.phone);
  const hasChannels = Boolean(global.contactNo || global.email || blocks.length > 0);

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="help-account-manager">
        <Stack gap="xs">
          <Title order={2} fz="h4" id="help-account-manager">
            {t('contacts.accountManager')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('contacts.accountManagerIntro')}
          </Text>
          <AccountManagerDetails staff={staff ?? null} />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="help-support">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="help-support">
            {t('contacts.support')}
          </Title>
          {hasChannels ? (
            <>
              <Text size="sm" c="dimmed">
                {t('contacts.supportIntro', { company: company.name })}
              </Text>
              {global.contactNo ? (
                <ContactLink kind="phone" value={global.contactNo} label={t('contacts.phone')} />
              ) : null}
              {global.email ? (
                <ContactLink kind="email" value={global.email} label={t('contacts.email')} />
              ) : null}
              {blocks.map((block) => (
                <Stack key={block.title} gap={2}>
                  <Text size="sm" fw={600}>
                    {block.title}
                  </Text>
                  {block.phone ? (
                    <ContactLink kind="phone" value={block.phone} label={t('contacts.phone')} />
                  ) : null}
                  {block.email ? (
                    <ContactLink kind="email" value={block.email} label={t('contacts.email')} />
                  ) : null}
                </Stack>
              ))}
            </>
          ) : (
            <Text size="sm">{t('contacts.noChannels')}</Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

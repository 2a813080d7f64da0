import { useState } from 'react';
import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RegistrationMessage, RegistrationRoutes } from '@portal/contracts';
import { RegistrationForm } from '../components/registration-form';
import '../i18n';

type RegistrationPath = keyof typeof RegistrationRoutes;

/** The four registration routes (spec §2); the path decides the type and the corporate flag. */
export default function RegistrationPage() {
  const { t } = useTranslation('registration');
  const { pathname } = useLocation();
  const path =
    (pathname.replace(/\/+$/, '') as RegistrationPath) in RegistrationRoutes
      ? (pathname.replace(/\/+$/, '') as RegistrationPath)
      : '/register_proprietor';
  const { type, corporate } = RegistrationRoutes[path];
  const titleKey = corporate
    ? 'corporate'
    : type === 1
      ? 'proprietor'
      : type === 2
        ? 'partnership'
        : 'company';
  const [done, setDone] = useState(false);

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        {done ? (
          <Stack gap="md" align="flex-start" role="status">
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {t('successTitle')}
            </Title>
            <Text>{RegistrationMessage.submitted}</Text>
            <Button component={Link} to="/">
              {t('backHome')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="lg">
            <div>
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                {t(`title.${titleKey}`)}
              </Title>
              <Text c="dimmed" mt={4}>
                {t(corporate ? 'subtitle.corporate' : 'subtitle.agency')}
              </Text>
            </div>
            <RegistrationForm
              key={path}
              type={type}
              corporate={corporate}
              onRegistered={() => setDone(true)}
            />
            <Text size="sm">
              {t('haveAccount')}{' '}
              <Anchor component={Link} to="/">
                {t('login')}
              </Anchor>
            </Text>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}

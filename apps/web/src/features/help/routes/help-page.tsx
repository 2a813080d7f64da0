import { useCallback } from 'react';
import { Button, Chip, Container, Grid, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/list-page/page-header';
import { QueueSearch } from '../../../components/list-page/queue-search';
import { useAddressFilters } from '../../../lib/address-filters';
import { canOpen } from '../../../lib/app-access';
import { useUserContext } from '../../../lib/session/user-context';
import { HelpAnswersList } from '../components/help-answers-list';
import { SupportContacts } from '../components/support-contacts';
import { findAnswers, HelpAnswers, HelpTopics, type HelpAnswer, type HelpTopic } from '../utils/help-answers';
import { helpFiltersFromSearch, helpFiltersToSearch, maxHelpTermLength } from '../utils/help-filters';
import '../i18n';

/**
 * /help (spec §2): answers to an agent's common questions, searchable and by topic (both kept in the address), and
 * beside them the agency's account manager and the tenant's support channels.
 */
export default function HelpPage() {
  const { t, i18n } = useTranslation('help');
  const user = useUserContext();
  const { filters, update } = useAddressFilters(helpFiltersFromSearch, helpFiltersToSearch);
  // A search finds an answer by its words in the reader's language and in English, which agents often type.
  const textOf = useCallback(
    (answer: HelpAnswer) =>
      ['question', 'answer', 'keywords']
        .flatMap((part) => {
          const key = `answers.${answer.id}.${part}`;
          const own = t(key);
          return i18n.language === 'en' ? [own] : [own, t(key, { lng: 'en' })];
        })
        .join(' '),
    [t, i18n.language],
  );
  const found = findAnswers(HelpAnswers, textOf, filters.term, filters.topic);
  const foundAnywhere =
    filters.topic && found.length === 0 && filters.term
      ? findAnswers(HelpAnswers, textOf, filters.term, null).length
      : 0;
  const functionalities = user.data?.functionalities ?? [];
  const setTopic = (topic: HelpTopic | null) => update({ topic });

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={t('title')} intro={t('intro')} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <QueueSearch
                term={filters.term}
                onTerm={(term) => update({ term })}
                searching={false}
                maxLength={maxHelpTermLength}
                width={360}
                labels={{
                  group: t('search.group'),
                  search: t('search.label'),
                  placeholder: t('search.placeholder'),
                  clear: t('search.clear'),
                }}
              />
              <Stack gap={6}>
                <Text size="sm" fw={500} id="help-topic-label">
                  {t('topicFilter')}
                </Text>
                <Chip.Group
                  value={filters.topic ?? 'all'}
                  onChange={(value) => setTopic(value === 'all' ? null : (value as HelpTopic))}
                >
                  <Group gap={6} role="radiogroup" aria-labelledby="help-topic-label">
                    <Chip value="all" size="sm" type="radio" name="help-topic">
                      {t('allTopics')}
                    </Chip>
                    {HelpTopics.map((topic) => (
                      <Chip key={topic} value={topic} size="sm" type="radio" name="help-topic">
                        {t(`topics.${topic}`)}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Stack>
              <Text size="sm" fw={600} role="status" aria-live="polite">
                {t('found', { count: found.length })}
              </Text>
              {foundAnywhere > 0 ? (
                <Group gap="sm">
                  <Text size="sm">{t('noneInTopic', { term: filters.term })}</Text>
                  <Button variant="light" size="compact-sm" onClick={() => setTopic(null)}>
                    {t('showAllTopics')}
                  </Button>
                </Group>
              ) : (
                <HelpAnswersList
                  answers={found}
                  term={filters.term}
                  canOpen={(path) => canOpen(functionalities, path)}
                />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <SupportContacts staff={user.data?.associatedStaff} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

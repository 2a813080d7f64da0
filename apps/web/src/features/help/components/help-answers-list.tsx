import { Accordion, Button, Highlight, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HelpTopics, searchWords, type HelpAnswer } from '../utils/help-answers';

/**
 * The answers found, grouped under their topic's heading, each a question that opens to its answer. While a search
 * is typed every answer found is open, so the reader sees the words it matched.
 */
export function HelpAnswersList({
  answers,
  term,
  canOpen,
}: {
  answers: readonly HelpAnswer[];
  term: string;
  canOpen: (path: string) => boolean;
}) {
  const { t } = useTranslation('help');
  const words = searchWords(term);
  const opened = words.length > 0 ? answers.map((answer) => answer.id) : [];

  return (
    <Stack gap="lg">
      {HelpTopics.map((topic) => {
        const inTopic = answers.filter((answer) => answer.topic === topic);
        if (inTopic.length === 0) return null;
        return (
          <section key={topic} aria-labelledby={`help-topic-${topic}`}>
            <Title order={2} fz="h4" id={`help-topic-${topic}`} mb="xs">
              {t(`topics.${topic}`)}
            </Title>
            {/* Remounted per search so the answers found open, while the reader may still close them. */}
            <Accordion key={term} multiple defaultValue={opened} variant="separated" radius="md">
              {inTopic.map((answer) => (
                <Accordion.Item key={answer.id} value={answer.id}>
                  <Accordion.Control>
                    <Highlight highlight={words} fw={600} fz="sm" component="span">
                      {t(`answers.${answer.id}.question`)}
                    </Highlight>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="xs" align="flex-start">
                      {t(`answers.${answer.id}.answer`)
                        .split('\n\n')
                        .map((paragraph) => (
                          <Highlight key={paragraph} highlight={words} fz="sm" component="p" m={0}>
                            {paragraph}
                          </Highlight>
                        ))}
                      {answer.link && canOpen(answer.link) ? (
                        <Button component={Link} to={answer.link} variant="light" size="compact-sm">
                          {t('open', { page: t(`pages.${answer.link}`) })}
                        </Button>
                      ) : null}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </section>
        );
      })}
      {answers.length === 0 ? <Text c="dimmed">{t('none', { term })}</Text> : null}
    </Stack>
  );
}

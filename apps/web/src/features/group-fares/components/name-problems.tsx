import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupFareNameProblem } from '@portal/contracts';
import { translateGroupFareMessage } from '../utils/group-fare-message';
import { isNameField } from '../utils/names-form';
import { problemsByLine } from '../utils/name-problems';

/** A refused name list, line by line: what is wrong with each passenger (line 1 = the first). Nothing was stored. */
export function NameProblems({ problems }: { problems: GroupFareNameProblem[] }) {
  const { t } = useTranslation('groupFares');
  return (
    <Alert color="red" role="alert" title={t('names.refused')} data-testid="name-problems">
      <Text size="sm" mb="xs">
        {t('names.nothingStored')}
      </Text>
      <List size="sm" spacing={4}>
        {problemsByLine(problems).map(([line, lineProblems]) => (
          <List.Item key={line}>
            <Text span fw={700}>
              {line > 0 ? t('names.line', { line }) : t('names.wholeList')}
            </Text>{' '}
            {lineProblems
              .map((problem) =>
                [
                  isNameField(problem.field) ? t(`names.${problem.field}`) : null,
                  translateGroupFareMessage(t, problem.message),
                ]
                  .filter(Boolean)
                  .join(': '),
              )
              .join('; ')}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

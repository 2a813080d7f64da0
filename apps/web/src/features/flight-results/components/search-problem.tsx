import { useTranslation } from 'react-i18next';
import { SearchProblem as Problem, type SearchProblemAction } from '../../../components/search-problem';

interface SearchProblemProps {
  title: string;
  message: string;
  action?: SearchProblemAction;
}

/** An expired, unknown or failed flight search, with the way back to the searchpad. */
export function SearchProblem({ title, message, action }: SearchProblemProps) {
  const { t } = useTranslation('flightResults');
  return (
    <Problem
      title={title}
      message={message}
      action={action}
      back={{ to: '/searchpad', label: t('backToSearchpad') }}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { SearchProblem as Problem, type SearchProblemAction } from '../../../components/search-problem';

interface SearchProblemProps {
  title: string;
  message: string;
  action?: SearchProblemAction;
}

/** An expired, unknown or failed search or hotel, with the way back to the hotel searchpad. */
export function SearchProblem({ title, message, action }: SearchProblemProps) {
  const { t } = useTranslation('hotelSearch');
  return (
    <Problem
      title={title}
      message={message}
      action={action}
      back={{ to: '/searchpad/hotel', label: t('results.backToSearchpad') }}
    />
  );
}

import { registerTranslations } from '../../../lib/i18n';
import { en } from './en';
import { bn } from './bn';

// Runs once, when the first marketing route module loads, so the texts ship with the pages that read them.
registerTranslations('marketing', { en, bn });

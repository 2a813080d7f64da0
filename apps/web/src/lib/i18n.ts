import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';

export const Languages = ['en', 'bn'] as const;
export type Language = (typeof Languages)[number];

const LanguageStorageKey = 'portal.lang';
const DefaultNamespace = 'common';

function storedLanguage(): Language {
  try {
    return globalThis.localStorage?.getItem(LanguageStorageKey) === 'bn' ? 'bn' : 'en';
  } catch {
    return 'en';
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { [DefaultNamespace]: en } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...Languages],
  ns: [DefaultNamespace],
  defaultNS: DefaultNamespace,
  interpolation: { escapeValue: false },
  // Resources are bundled, so initialisation finishes before the first render.
  initAsync: false,
  partialBundledLanguages: true,
  returnNull: false,
});

/** Tenant overrides: { en: { 'namespace:key.path': text, 'key.path': text (common) }, bn: {...} }. */
let tenantOverrides: Record<string, Record<string, string>> = {};

function applyOverrides(): void {
  for (const [language, entries] of Object.entries(tenantOverrides)) {
    for (const [fullKey, value] of Object.entries(entries)) {
      const separator = fullKey.indexOf(':');
      const namespace = separator > 0 ? fullKey.slice(0, separator) : DefaultNamespace;
      const key = separator > 0 ? fullKey.slice(separator + 1) : fullKey;
      i18n.addResource(language, namespace, key, value);
    }
  }
}

/** Sets the tenant's translation overrides; they win over every bundle, now and when features register later. */
export function setTenantTranslations(overrides: Record<string, Record<string, string>>): void {
  tenantOverrides = overrides;
  applyOverrides();
}

/** Adds a feature's bundles (called when its route module loads), keeping the tenant's overrides on top. */
export function registerTranslations(
  namespace: string,
  resources: { en: Record<string, unknown>; bn: Record<string, unknown> },
): void {
  i18n.addResourceBundle('en', namespace, resources.en, true, true);
  i18n.addResourceBundle('bn', namespace, resources.bn, true, true);
  applyOverrides();
}

let banglaLoaded = false;

/** The shell's Bangla texts are fetched only by visitors who choose Bangla. */
async function loadLanguage(language: Language): Promise<void> {
  if (language !== 'bn' || banglaLoaded) return;
  const { bn } = await import('./locales/bn');
  i18n.addResourceBundle('bn', DefaultNamespace, bn, true, true);
  banglaLoaded = true;
  applyOverrides();
}

function setDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Resolves once the remembered language is ready; the app renders after it. */
export async function prepareLanguage(): Promise<void> {
  const language = storedLanguage();
  if (language !== 'en') {
    await loadLanguage(language);
    await i18n.changeLanguage(language);
  }
  setDocumentLanguage(language);
}

/** Switches the language and remembers the choice for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  try {
    localStorage.setItem(LanguageStorageKey, language);
  } catch {
    // Private browsing may refuse storage; the switch still applies to this visit.
  }
  setDocumentLanguage(language);
}

// Edge-safe i18n configuration shared by the proxy, the server and the client.
// Locale files live in /locales/<lng>/<ns>.json (loaded by src/i18n/server.ts).

/** @type {import('next-i18next/proxy').I18nConfig} */
const config = {
  supportedLngs: ['zh_tw', 'id_id', 'vi_vn'],
  fallbackLng: 'zh_tw',
  defaultNS: 'common',
  ns: ['common', 'errors', 'auth', 'chat', 'passbook', 'gifts', 'mail', 'live', 'download', 'member', 'page-error'],
  localeParamName: 'locale',
  cookieName: 'i18next',
  i18nextOptions: {
    // Our language codes use underscores; keep i18next from treating them as "lng-REGION".
    load: 'currentOnly',
    lowerCaseLng: false,
    interpolation: { escapeValue: false },
  },
};

module.exports = config;

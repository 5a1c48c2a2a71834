// Typed keys: `t('shell:profile')` or `useTranslation('shell')`'s `t('profile')` must name an entry of
// the Chinese catalogue, or type-checking fails.
import 'i18next';
import type auth from './locales/zh-CN/auth';
import type common from './locales/zh-CN/common';
import type designer from './locales/zh-CN/designer';
import type forms from './locales/zh-CN/forms';
import type messages from './locales/zh-CN/messages';
import type renderer from './locales/zh-CN/renderer';
import type shell from './locales/zh-CN/shell';
import type system from './locales/zh-CN/system';
import type workflow from './locales/zh-CN/workflow';
import type business from './locales/zh-CN/business';
import type carbon from './locales/zh-CN/carbon';
import type cert from './locales/zh-CN/cert';
import type brand from './locales/zh-CN/brand';
import type documents from './locales/zh-CN/documents';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      shell: typeof shell;
      system: typeof system;
      messages: typeof messages;
      forms: typeof forms;
      designer: typeof designer;
      renderer: typeof renderer;
      workflow: typeof workflow;
      business: typeof business;
      carbon: typeof carbon;
      cert: typeof cert;
      brand: typeof brand;
      documents: typeof documents;
    };
    returnNull: false;
  }
}

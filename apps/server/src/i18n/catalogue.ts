// Both languages of the server's texts, one file per area under zh-CN/ and en-US/. The Chinese files
// define the keys; each English file must have exactly the same ones (`satisfies Catalogue<…>`), and
// i18n/catalogue.test.ts compares them again, placeholders included.
import type { Catalogue, Language } from '@platform/contract/i18n';
import * as en from './en-US/index.js';
import * as zh from './zh-CN/index.js';

export type ServerCatalogue = typeof zh;

export const serverCatalogues: Record<Language, Catalogue<ServerCatalogue>> = {
  'zh-CN': zh,
  'en-US': en,
};

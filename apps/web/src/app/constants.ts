/** The fixed browser-tab title (spec §1); index.html carries the same text so it shows before any script runs. */
export const PRODUCT_TITLE = '企业质量合规综合服务平台';

/** Default theme colour (spec §3 settings, §9). */
export const DEFAULT_THEME_COLOR = '#409EFF';

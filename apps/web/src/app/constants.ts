/** Default theme colour (spec §3 settings, §9). */
export const DEFAULT_THEME_COLOR = '#409EFF';

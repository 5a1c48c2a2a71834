/** The release this bundle is: package version and build time, set by vite.config.ts `define`. */
declare const __APP_VERSION__: string;

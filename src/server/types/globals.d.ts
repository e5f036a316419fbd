/** Replaced by the server build with the package version. */
declare const __APP_VERSION__: string | undefined;

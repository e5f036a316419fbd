/** Replaced by the server build with the package version. */
declare const __APP_VERSION__: string | undefined;

/** node-postgres' own conversion of a query parameter (the package ships no types for it). */
declare module 'pg/lib/utils.js' {
  export function prepareValue(value: unknown): unknown;
}

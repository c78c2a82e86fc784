/**
 * Wall clocks in named time zones (a clinic's Asia/Tbilisi) on every browser. A browser without
 * Georgian date data gets the formatjs DateTimeFormat polyfill (src/i18n/intl-polyfill.ts), which
 * knows no time zone but UTC and throws "Invalid timeZoneName" for any other. The polyfill loader
 * hands the runtime's own DateTimeFormat here before it replaces it; reading a zone's wall clock
 * goes through that one (numbers only, in `en-US`, which every runtime has).
 */
let native: typeof Intl.DateTimeFormat | null = null;

/** Keeps the runtime's DateTimeFormat (called once, before a polyfill replaces Intl.DateTimeFormat). */
export function keepNativeDateTimeFormat(format: typeof Intl.DateTimeFormat): void {
  native ??= format;
}

/** A DateTimeFormat that knows every IANA time zone: the runtime's own, also after a polyfill. */
export function zoneFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new (native ?? Intl.DateTimeFormat)(locale, options);
}

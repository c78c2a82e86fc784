/**
 * Country codes offered for the phone number: Georgia first, then the neighbours and the
 * countries where most of the Georgian diaspora lives. Labels are message ids.
 */
export const COUNTRY_CODES: { code: string; labelId: string }[] = [
  { code: '+995', labelId: 'register.country.GE' },
  { code: '+374', labelId: 'register.country.AM' },
  { code: '+994', labelId: 'register.country.AZ' },
  { code: '+90', labelId: 'register.country.TR' },
  { code: '+380', labelId: 'register.country.UA' },
  { code: '+7', labelId: 'register.country.RU' },
  { code: '+30', labelId: 'register.country.GR' },
  { code: '+39', labelId: 'register.country.IT' },
  { code: '+34', labelId: 'register.country.ES' },
  { code: '+49', labelId: 'register.country.DE' },
  { code: '+44', labelId: 'register.country.GB' },
  { code: '+972', labelId: 'register.country.IL' },
  { code: '+1', labelId: 'register.country.US' },
];

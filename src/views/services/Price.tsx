import { Suspense, use } from 'react';
import { Skeleton } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { Language } from '../../protocol/common';
import { ensureIntl, formatPrice } from '../../i18n/intl-polyfill';
import { useLanguage } from './catalog-hooks';

function Amount({ tetri, lang }: { tetri: number; lang: Language }) {
  use(ensureIntl(lang));
  if (tetri === 0) return <FormattedMessage id="price.free" />;
  return <>{formatPrice(tetri, lang)}</>;
}

/** Money in tetri as lari in the person's language ("40 ₾"); free when 0. Waits for Georgian Intl data. */
export function Price({ tetri }: { tetri: number }) {
  const lang = useLanguage();
  return (
    <Suspense fallback={<Skeleton component="span" display="inline-block" height="1em" width={56} />}>
      <Amount tetri={tetri} lang={lang} />
    </Suspense>
  );
}

/** The price of a service across clinics: "40 ₾" when everyone asks the same, else "from 40 ₾". */
export function PriceRange({ prices }: { prices: number[] }) {
  if (prices.length === 0) return <FormattedMessage id="services.notOffered" />;
  const min = Math.min(...prices);
  if (min === Math.max(...prices)) return <Price tetri={min} />;
  return <FormattedMessage id="price.from" values={{ price: <Price tetri={min} /> }} />;
}

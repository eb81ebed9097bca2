import { formatNumber, useLocale } from '@site/i18n';

/** A price in the currency the English page states (USD), written as the page's language writes it. */
export interface Price {
  amount: number;
  currency: 'USD';
}

export function formatPrice(locale: Parameters<typeof formatNumber>[0], { amount, currency }: Price) {
  return formatNumber(locale, amount, { style: 'currency', currency, maximumFractionDigits: 0 });
}

/** A price kept left to right inside right-to-left text ($2,999 must not become 2,999$). */
export function PriceText({ price }: { price: Price }) {
  return <bdi dir="ltr">{formatPrice(useLocale(), price)}</bdi>;
}

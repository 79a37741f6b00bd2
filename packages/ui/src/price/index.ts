export { Price, priceVariants, PRICE_SIZES, type PriceProps } from './Price';
export { formatAud, type FormatAudOptions } from './formatAud';

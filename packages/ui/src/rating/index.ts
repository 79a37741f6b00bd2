export { Rating, RatingInput, ratingVariants, RATING_SIZES, type RatingProps, type RatingInputProps } from './Rating';
export { RATING_MAX, formatRatingValue, roundToHalf, starFills, ratingLabel, reviewCountLabel, starLabel, type StarFill } from './stars';

export { Input, inputVariants, INPUT_SIZES, type InputProps } from './Input';

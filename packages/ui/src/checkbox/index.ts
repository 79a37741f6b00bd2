export { Checkbox, checkboxVariants, CHECKBOX_SIZES, type CheckboxProps } from './Checkbox';

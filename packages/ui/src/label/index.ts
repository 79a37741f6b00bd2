export { Label } from './Label';
export { FormField, formFieldVariants, type FormFieldProps, type FormControlProps } from './FormField';

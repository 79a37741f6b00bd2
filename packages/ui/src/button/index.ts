export { Button, Spinner, buttonVariants, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';

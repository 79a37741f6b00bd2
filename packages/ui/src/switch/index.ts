export { Switch, switchVariants, switchThumbVariants, SWITCH_SIZES, type SwitchProps } from './Switch';

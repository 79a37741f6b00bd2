export { RadioGroup, RadioGroupItem, radioGroupItemVariants, RADIO_GROUP_ITEM_SIZES, type RadioGroupItemProps } from './RadioGroup';

export {
  Select, SelectGroup, SelectValue, SelectTrigger, SelectContent, SelectLabel, SelectItem, SelectSeparator,
  SelectScrollUpButton, SelectScrollDownButton, selectTriggerVariants, SELECT_TRIGGER_SIZES,
  type SelectTriggerProps,
} from './Select';

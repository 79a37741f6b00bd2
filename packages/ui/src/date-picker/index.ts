export {
  DatePicker,
  DATE_PICKER_FORMATS,
  DATE_PICKER_YEARS_BACK,
  DATE_PICKER_YEARS_AHEAD,
  DATE_PICKER_COLLISION_PADDING_PX,
  type DatePickerProps,
  type DatePickerFormat,
} from './DatePicker';
export { parseIsoDate, toIsoDate } from './iso';

export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { Calendar, CalendarLegend, calendarDayVariants, CALENDAR_LEGEND, type CalendarProps, type CalendarLegendKey } from './Calendar';
export { formatDate, formatDateNumeric, formatDateRange, DATE_FORMAT, NUMERIC_DATE_FORMAT, type DateRangeValue } from './format';

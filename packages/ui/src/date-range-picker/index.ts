export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { Calendar, CalendarLegend, calendarDayVariants, CALENDAR_LEGEND, type CalendarProps, type CalendarLegendKey } from './Calendar';
export { formatDate, formatDateRange, DATE_FORMAT, type DateRangeValue } from './format';

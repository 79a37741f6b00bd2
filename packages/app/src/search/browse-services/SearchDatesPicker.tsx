import { DateRangePicker, type DateRangePickerProps } from '@pawpal/ui';

/** The filters' date range picker, a chunk of its own (its calendar is the form's largest part). */
export default function SearchDatesPicker(props: DateRangePickerProps) {
  return <DateRangePicker {...props} />;
}

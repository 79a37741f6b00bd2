/** Australia's country calling code. */
const AU_COUNTRY_CODE = '61';
/**
 * Australian national significant numbers are 9 digits after the trunk 0: 2/3/7/8 (landlines,
 * area code included) or 4 (mobiles). 13/1300/1800 numbers cannot be dialled from abroad, so they
 * have no E.164 form and are refused.
 */
const NATIONAL_NUMBER = /^[23478]\d{8}$/;
/** Separators people type: spaces, dashes, dots, parentheses. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * An Australian phone number in E.164 (`+61412345678`), or undefined when `input` is not one.
 * Accepts national (`0412 345 678`, `(02) 9876 5432`) and international (`+61 412 345 678`,
 * `+61 (0)2 9876 5432`, `0061 ...`) forms.
 */
export function normaliseAustralianPhone(input: string): string | undefined {
  const compact = input.trim().replace(SEPARATORS, '');
  let national: string;
  if (compact.startsWith(`+${AU_COUNTRY_CODE}`)) national = compact.slice(3);
  else if (compact.startsWith(`00${AU_COUNTRY_CODE}`)) national = compact.slice(4);
  else if (compact.startsWith('0')) national = compact.slice(1);
  else return undefined;
  // "+61 (0)4..." keeps the trunk zero by habit.
  if (national.startsWith('0')) national = national.slice(1);
  return NATIONAL_NUMBER.test(national) ? `+${AU_COUNTRY_CODE}${national}` : undefined;
}

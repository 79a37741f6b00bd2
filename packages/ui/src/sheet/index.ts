export {
  Sheet, SheetTrigger, SheetClose, SheetPortal, SheetOverlay, SheetContent, SheetHeader, SheetFooter, SheetTitle,
  SheetDescription, sheetVariants, SHEET_SIDES, type SheetContentProps,
} from './Sheet';

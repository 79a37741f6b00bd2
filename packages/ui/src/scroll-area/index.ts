export { ScrollArea, ScrollBar, scrollBarVariants, type ScrollAreaProps } from './ScrollArea';

export { TooltipProvider, Tooltip, TooltipTrigger, TooltipContent } from './Tooltip';

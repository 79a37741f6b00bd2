export { Tabs, TabsList, TabsTrigger, TabsContent, tabsListVariants, tabsTriggerVariants, TABS_VARIANTS } from './Tabs';

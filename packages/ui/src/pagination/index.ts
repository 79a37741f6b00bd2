export { Pagination, type PaginationProps } from './Pagination';
export { getPaginationItems, clampPage, type PaginationItem } from './pages';

export { Sidebar } from './Sidebar';
export type { SidebarProps } from './Sidebar';
export type { SidebarUser } from './SidebarNavList';

export { ReportDialog } from './ReportDialog';
export type { ReportDialogProps } from './ReportDialog';

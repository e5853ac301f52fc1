export { CaptionsMenu } from './CaptionsMenu';
export type { CaptionsChoice, CaptionsMenuProps, CaptionsSetting } from './CaptionsMenu';

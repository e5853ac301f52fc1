export { KeyboardShortcutsDialog } from './KeyboardShortcutsDialog';
export type { KeyboardShortcutsDialogProps } from './KeyboardShortcutsDialog';
export { applyVideoShortcut, formatPlaybackSpeed, formatPlaybackTime } from './applyVideoShortcut';
export {
  LONG_SEEK_SECONDS,
  PLAYBACK_SPEEDS,
  SHORT_SEEK_SECONDS,
  VIDEO_SHORTCUTS,
  VOLUME_STEP,
  isTextField,
  nextPlaybackSpeed,
  videoShortcutFor,
} from './videoShortcuts';
export type { ShortcutKeyEvent, VideoShortcut, VideoShortcutAction } from './videoShortcuts';

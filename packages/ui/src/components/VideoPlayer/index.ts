export { VideoPlayer, PLAYBACK_RATES } from './VideoPlayer';
export type { VideoPlayerProps } from './VideoPlayer';

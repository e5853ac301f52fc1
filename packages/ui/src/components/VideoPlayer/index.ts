export { POSITION_REPORT_INTERVAL_S, VideoPlayer } from './VideoPlayer';
export type { PositionReportReason, VideoCaptionTrack, VideoPlayerProps } from './VideoPlayer';

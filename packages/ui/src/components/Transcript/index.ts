export { Transcript } from './Transcript';
export type { TranscriptProps } from './Transcript';
export { currentCueIndex, cueText, parseWebVtt } from './webVtt';
export type { TranscriptCue } from './webVtt';

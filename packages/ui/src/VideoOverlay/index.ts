export { VideoOverlay, type VideoOverlayProps } from './VideoOverlay';
export type { VideoOverlayLabels } from './VideoOverlay.intl';

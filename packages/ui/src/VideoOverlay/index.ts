export { VideoOverlay, type VideoOverlayLabels, type VideoOverlayProps } from './VideoOverlay';

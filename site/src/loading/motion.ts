/**
 * SPEC §9: on mobile devices, devices with 2 or fewer cores, or 2g connections, animations shorten
 * to 0.1 s and heavy effects are dropped. The design system does both under `data-motion="fast"`.
 */
export function isLowEndDevice(nav: Navigator = navigator, matchMedia = window.matchMedia.bind(window)) {
  const connection = (nav as Navigator & { connection?: { effectiveType?: string } }).connection;
  const isMobile = matchMedia('(pointer: coarse) and (max-width: 768px)').matches;
  const fewCores = (nav.hardwareConcurrency ?? 4) <= 2;
  const slowNetwork = connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
  return isMobile || fewCores || slowNetwork;
}

export function applyMotionPreference(root: HTMLElement = document.documentElement) {
  if (isLowEndDevice()) root.dataset.motion = 'fast';
}

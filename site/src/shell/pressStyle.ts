/**
 * react-aria adds a <style> to the document's head when the first pressable element mounts, unless
 * the document already has one with its id. Added at run time, a new stylesheet restyles the whole
 * page (one of the longest tasks after load), so the prerender writes it into every page's head
 * instead, and the server's Content-Security-Policy allows this text by its hash.
 */
export const pressStyle = {
  id: 'react-aria-pressable-style',
  text: '@layer { [data-react-aria-pressable] { touch-action: pan-x pan-y pinch-zoom; } }',
};

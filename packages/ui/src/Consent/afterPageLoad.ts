/** Whether the page is prerendered ahead of a move (`document.prerendering`, not yet in TypeScript's DOM types). */
const isPrerendering = () => (document as Document & { prerendering?: boolean }).prerendering === true;

/**
 * Calls `callback` `delay` ms after the page has loaded and is shown: counted from its `load` event,
 * from the moment the visitor moved to it when it was prerendered ahead of the move (Speculation
 * Rules), or from now if both are past. The cookie banner's second is a second after load (the
 * page's own images and fonts in place), and after the visitor could see the page. Returns a cancel.
 */
export function afterPageLoad(delay: number, callback: () => void): () => void {
  let timer = 0;
  const start = () => {
    if (isPrerendering()) document.addEventListener('prerenderingchange', start, { once: true });
    else if (document.readyState !== 'complete') window.addEventListener('load', start, { once: true });
    else timer = window.setTimeout(callback, delay);
  };
  start();
  return () => {
    document.removeEventListener('prerenderingchange', start);
    window.removeEventListener('load', start);
    window.clearTimeout(timer);
  };
}

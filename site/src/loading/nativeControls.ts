/**
 * What the page's platform controls need from a few lines of script, without React: the menu is a
 * `popover`, the lead form and the presentation are `<dialog>`s opened by `command="show-modal"`,
 * and the FAQ's answers are `<details>` (see the design system's NavBar, Dialog and FAQ). They draw
 * the first frame of a tap themselves; React enhances them later, when the visitor reaches for them.
 */

/** What the elements in the page need: call once, as the page's script starts. */
export function startNativeControls() {
  supportDialogCommands();
  closeMenuOnLink();
  openDetailsOnHash();
}

/** Browsers without invoker commands: a press on a `command="show-modal"` button opens its dialog. */
function supportDialogCommands() {
  if ('command' in HTMLButtonElement.prototype) return;
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest('button[command="show-modal"][commandfor]')
        : null;
    const dialog = button && document.getElementById(button.getAttribute('commandfor') ?? '');
    if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
  });
}

/** A link chosen in an open popover menu closes it (a popover only closes on a press outside it). */
function closeMenuOnLink() {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const menu = link?.closest<HTMLElement>('[popover]');
    if (menu?.matches(':popover-open')) menu.hidePopover();
  });
}

/**
 * A link to a question of the FAQ (`/#precio`) opens its answer: the browser scrolls to the heading,
 * which sits in the `<summary>`, but only opens a `<details>` for what is inside its hidden part.
 */
function openDetailsOnHash() {
  const open = () => {
    let id = '';
    try {
      id = decodeURIComponent(window.location.hash.slice(1));
    } catch {
      return;
    }
    const details = id ? document.getElementById(id)?.closest('details') : null;
    if (details && !details.open) {
      details.open = true;
      details.scrollIntoView({ block: 'start' });
    }
  };
  open();
  window.addEventListener('hashchange', open);
}

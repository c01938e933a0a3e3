/**
 * What happens to a visitor's presses and input on an island before it hydrates: the prerendered
 * page looks ready before its code has loaded, so a click on something interactive in that time is
 * held and replayed once React handles the island, and what was typed, ticked or chosen is handed to
 * React (see wake.ts, which wakes each island).
 */

/**
 * Controls whose first frame is the platform's or the plain script's (a `popover` toggle, a
 * `command` button, a FAQ question's `<summary>`, the cookie banner's buttons, a form's fields and
 * their labels, a link to another page): a press on them is never held, it acts at once; what a
 * field holds then is handed to React when it hydrates (`keepInput`). A link within the page is held:
 * React scrolls to its section and closes the menu it is in.
 */
const NATIVE_CONTROL =
  '[popovertarget], [commandfor], summary, [data-consent], input, textarea, select, label, a[href]:not([href^="#"])';

/**
 * Clicks `target` again. Dispatched rather than `element.click()`, which SVG elements (an icon inside
 * a button) do not have; like that, it is a virtual click, which react-aria handles as a press.
 */
function replayClick(target: Element) {
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
}

/**
 * Holds the presses on what `contains` covers until `hydrated()` is called: a click before then is
 * kept and replayed after (`onHeld` is told, to hydrate sooner); a click whose pointerdown came
 * before is replayed too, as react-aria ignores a click whose pointerdown it never saw.
 */
export function holdPresses(contains: (node: Node) => boolean, onHeld: () => void = () => {}) {
  let hydrated = false;
  let pressedEarly = false;
  let held: Element | null = null;
  const inside = (event: Event) => event.target instanceof Node && contains(event.target);
  const onPointerDown = (event: PointerEvent) => {
    if (inside(event)) pressedEarly = !hydrated;
  };
  const onClick = (event: MouseEvent) => {
    if (!inside(event) || (event.target as Element).closest?.(NATIVE_CONTROL)) return;
    const early = pressedEarly;
    pressedEarly = false;
    if (hydrated && !early) return;
    // Whoever holds a click first keeps it from the others (the page's hold and an island's).
    event.preventDefault();
    event.stopImmediatePropagation();
    const target = event.target as Element;
    if (hydrated) replayClick(target);
    else {
      held = target;
      onHeld();
    }
  };
  // On the window, in the capture phase: React stops the propagation of discrete events that land
  // on content it cannot hydrate yet, so listeners further down would never hear them.
  window.addEventListener('pointerdown', onPointerDown, true);
  window.addEventListener('click', onClick, true);
  return {
    hydrated() {
      hydrated = true;
      const target = held;
      held = null;
      if (target) setTimeout(() => target.isConnected && replayClick(target));
    },
    stop() {
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('click', onClick, true);
    },
  };
}

type Field = HTMLInputElement | HTMLTextAreaElement;
const isToggle = (field: Field): field is HTMLInputElement =>
  field.type === 'checkbox' || field.type === 'radio';

/** What the fields inside `root` hold that differs from the prerendered HTML, as field → value. */
function entered(root: Element) {
  const values = new Map<Field, string | boolean>();
  for (const field of root.querySelectorAll<Field>('input, textarea')) {
    if (!isToggle(field)) {
      if (field.value !== field.defaultValue) values.set(field, field.value);
    } else if (
      field.type === 'checkbox'
        ? field.checked !== field.defaultChecked
        : field.checked && !field.defaultChecked
    )
      // A ticked or unticked box; of a group of radios, the one chosen (choosing it unchooses the rest).
      values.set(field, field.checked);
  }
  return values;
}

/**
 * Keeps what the visitor typed, ticked or chose in the fields inside `root` before it hydrated, for
 * React: React keeps a field's text and checked state when it hydrates, but its state starts from
 * the prerendered (empty, unticked) value, and a re-render sets the field back to it. Call it in the
 * commit that hydrates `root`, before any re-render; call what it returns once React handles events
 * (what changed in between counts too), to enter it all again as a visitor would.
 */
export function keepInput(root: Element) {
  const atCommit = entered(root);
  return () => {
    for (const [field, value] of new Map([...atCommit, ...entered(root)])) {
      if (typeof value === 'boolean' && isToggle(field)) {
        // Back to the other state, then a click, which React reports as the change.
        field.checked = !value;
        field.click();
        continue;
      }
      // Through the element, so React notes the value it rendered; then, past React, the text: the
      // input event finds the two different and reports the change, as for a key pressed.
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}

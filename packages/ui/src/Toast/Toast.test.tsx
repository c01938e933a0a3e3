import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { defaultTheme } from '../theme/themes.css';
import {
  dismissToast,
  SWIPE_THRESHOLD,
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  Toaster,
  toast,
  useToast,
} from './Toast';

const region = () => page.getByRole('region', { name: 'Notificaciones (F8)' });

/** Fakes only what the toast timers use, so React and the test runner keep their own timers. */
function useFakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Lets React commit pending updates. Animation frames are not faked, so waiting on them moves no
 * fake time (`expect.element` polls with the page's timers, which would).
 */
async function settle() {
  await frame();
  await frame();
}

const isShown = (text: string) => page.getByText(text, { exact: true }).query() !== null;

/** Raises a toast and waits until it is on screen (its timer starts when it is rendered). */
async function show(options: Parameters<typeof toast>[0]) {
  const handle = toast(options);
  const title = String(options.title);
  for (let i = 0; i < 120 && !isShown(title); i++) await frame();
  expect(isShown(title)).toBe(true);
  return handle;
}

/** Waits (in animation frames, not timers) until `text` has left the page, and checks that it has. */
async function gone(text: string) {
  for (let i = 0; i < 120 && isShown(text); i++) await frame();
  expect(isShown(text)).toBe(false);
}

/** Moves the fake clock on and lets React render what the timers changed. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

/**
 * Rests the pointer on the toast: past a whole countdown it is still there; once the pointer leaves,
 * it goes after the `left` ms its countdown had left.
 */
async function waitsUnderPointer(title: string, left: number) {
  await userEvent.hover(page.getByRole('alertdialog'));
  await advance(TOAST_DEFAULT_DURATION + 1000);
  expect(isShown(title)).toBe(true);
  await userEvent.unhover(page.getByRole('alertdialog'));
  await advance(left - 1);
  expect(isShown(title)).toBe(true);
  await advance(1);
  expect(isShown(title)).toBe(false);
}

function pointer(target: Element, type: string, clientX: number, clientY = 20) {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      button: type === 'pointermove' ? -1 : 0,
      buttons: type === 'pointerup' ? 0 : 1,
      clientX,
      clientY,
    }),
  );
}

/** Whether the test lifted a (synthetic) touch. */
let touched = false;

/** Drags a toast to the right by `distance` px in small steps, then releases it. */
function swipe(target: Element, distance: number) {
  touched = true;
  const { left, top } = target.getBoundingClientRect();
  const startX = left + 40;
  const y = top + 20;
  pointer(target, 'pointerdown', startX, y);
  for (let x = 10; x < distance; x += 10) pointer(target, 'pointermove', startX + x, y);
  pointer(target, 'pointermove', startX + distance, y);
  pointer(target, 'pointerup', startX + distance, y);
}

/**
 * For real pointer input on what a modal dialog may make inert: an inert toast is not hit by the
 * pointer (the dialog or its backdrop is), and Playwright would wait for it until the test times
 * out. This fails sooner, naming what covers the toast.
 */
const hit = { timeout: 2000 };

/** A page with a modal `<dialog>` that can be opened over it, as the site's are. */
function PageWithDialog() {
  return (
    <>
      <dialog aria-label="Pedir cita">
        <button type="button">Dentro del diálogo</button>
      </dialog>
      <Toaster />
    </>
  );
}

function openDialog() {
  const dialog = document.querySelector('dialog');
  if (!dialog) throw new Error('No <dialog> on the page');
  dialog.showModal();
  return dialog;
}

/** Shows what `useToast()` knows about the toast titled 'Guardado'. */
function Log() {
  const record = useToast().toasts.find((t) => t.title === 'Guardado');
  return <p>{record ? `Guardado:${record.open ? 'abierta' : 'cerrada'}` : 'Guardado:olvidada'}</p>;
}

// The theme places the region at the bottom right, as on a real page.
beforeAll(() => {
  document.documentElement.classList.add(defaultTheme);
});

afterEach(async () => {
  dismissToast();
  vi.useRealTimers();
  // A modal dialog left open keeps the rest of the page inert, and its backdrop would take the mouse below.
  for (const dialog of document.querySelectorAll('dialog')) dialog.close();
  // For 500 ms after a touch is lifted, React Aria takes mouse events for the ones a touch screen
  // emulates and ignores them: the next test's hover would be lost.
  if (touched) await new Promise((resolve) => setTimeout(resolve, 500));
  touched = false;
  // The real mouse stays where a test left it; over a new toast it would pause its countdown.
  await userEvent.hover(page.elementLocator(document.body), { position: { x: 1, y: 1 } });
});

describe('Toast', () => {
  it('keeps the spec constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(SWIPE_THRESHOLD).toBe(50);
  });

  it('shows one toast at a time: a new one replaces the visible one', async () => {
    render(<Toaster />);
    const first = vi.fn();
    await show({ title: 'Cambios guardados', onClose: first });
    await show({ title: 'Solicitud enviada' });
    await gone('Cambios guardados');
    expect(page.getByRole('alertdialog').elements()).toHaveLength(1);
    expect(first).toHaveBeenCalledTimes(1);
    // The replaced toast does not come back when the new one is dismissed.
    await userEvent.click(page.getByRole('button', { name: 'Cerrar notificación' }));
    await gone('Solicitud enviada');
    expect(region().query()).toBeNull();
  });

  it('stays 5000 ms by default', async () => {
    render(<Toaster />);
    useFakeClock();
    await show({ title: 'Cambios guardados' });
    await advance(4999);
    expect(isShown('Cambios guardados')).toBe(true);
    await advance(1);
    expect(isShown('Cambios guardados')).toBe(false);
  });

  it('honours a custom duration', async () => {
    render(<Toaster />);
    useFakeClock();
    await show({ title: 'Copiado', duration: 2000 });
    await advance(1999);
    expect(isShown('Copiado')).toBe(true);
    await advance(1);
    expect(isShown('Copiado')).toBe(false);

    await show({ title: 'Leer con calma', duration: 8000 });
    await advance(7000);
    expect(isShown('Leer con calma')).toBe(true);
    await advance(1000);
    expect(isShown('Leer con calma')).toBe(false);
  });

  it('moves focus to the notification region with F8', async () => {
    render(
      <>
        <button type="button">Antes</button>
        <Toaster />
      </>,
    );
    await show({ title: 'Cambios guardados' });
    await userEvent.click(page.getByRole('button', { name: 'Antes' }));
    await userEvent.keyboard('{F8}');
    await expect.element(region()).toHaveFocus();
  });

  it('announces the default variant politely and the destructive one as an alert', async () => {
    render(<Toaster />);
    await show({ title: 'Cambios guardados' });
    await expect.element(page.getByRole('status')).toHaveTextContent('Cambios guardados');
    expect(page.getByRole('alert').elements()).toHaveLength(0);

    await show({ title: 'No se pudo enviar', description: 'Revisa tu conexión.', variant: 'destructive' });
    await expect.element(page.getByRole('alert')).toHaveTextContent('No se pudo enviar');
    expect(page.getByRole('status').elements()).toHaveLength(0);
  });

  it('is dismissed by a swipe to the right past 50 px, and only then', async () => {
    render(<Toaster />);
    await show({ title: 'Cambios guardados', duration: Number.POSITIVE_INFINITY });
    const element = page.getByRole('alertdialog').element();

    swipe(element, SWIPE_THRESHOLD - 10);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect.element(page.getByText('Cambios guardados')).toBeVisible();

    swipe(element, SWIPE_THRESHOLD + 10);
    await gone('Cambios guardados');
  });

  it('ignores a swipe to the left', async () => {
    render(<Toaster />);
    await show({ title: 'Cambios guardados', duration: Number.POSITIVE_INFINITY });
    swipe(page.getByRole('alertdialog').element(), -(SWIPE_THRESHOLD + 40));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect.element(page.getByText('Cambios guardados')).toBeVisible();
  });

  it('pauses its countdown while hovered', async () => {
    render(<Toaster />);
    useFakeClock();
    await show({ title: 'Cambios guardados' });
    await advance(1000);
    await userEvent.hover(page.getByText('Cambios guardados'));
    await advance(10_000);
    expect(isShown('Cambios guardados')).toBe(true);
    await userEvent.unhover(page.getByText('Cambios guardados'));
    // The 4000 ms that were left run again from where they stopped.
    await advance(3999);
    expect(isShown('Cambios guardados')).toBe(true);
    await advance(1);
    expect(isShown('Cambios guardados')).toBe(false);
  });

  it('pauses its countdown while focus is inside', async () => {
    render(
      <>
        <button type="button">Antes</button>
        <Toaster />
      </>,
    );
    useFakeClock();
    await show({ title: 'Cambios guardados' });
    await userEvent.keyboard('{F8}');
    await advance(10_000);
    expect(isShown('Cambios guardados')).toBe(true);
  });

  it('runs the action and then dismisses the toast', async () => {
    render(<Toaster />);
    const onPress = vi.fn();
    await show({ title: 'Cita cancelada', action: { label: 'Deshacer', onPress } });
    await userEvent.click(page.getByRole('button', { name: 'Deshacer' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    await gone('Cita cancelada');
  });

  it('keeps a dismissed toast in useToast().toasts until TOAST_REMOVE_DELAY passes', async () => {
    render(
      <>
        <Log />
        <Toaster />
      </>,
    );
    useFakeClock();
    const handle = await show({ title: 'Guardado' });
    expect(isShown('Guardado:abierta')).toBe(true);
    handle.dismiss();
    await settle();
    expect(isShown('Guardado:cerrada')).toBe(true);
    // Off screen at once; only the record stays.
    expect(isShown('Guardado')).toBe(false);
    await advance(TOAST_REMOVE_DELAY - 1);
    expect(isShown('Guardado:cerrada')).toBe(true);
    await advance(1);
    expect(isShown('Guardado:olvidada')).toBe(true);
  });

  it('pauses its countdown when the pointer arrives on a toast at rest', async () => {
    render(<Toaster />);
    useFakeClock();
    await show({ title: 'Cambios guardados' });
    // The pointer comes from elsewhere on the page onto the toast, once it has appeared.
    await waitsUnderPointer('Cambios guardados', TOAST_DEFAULT_DURATION);
  });

  it('keeps the countdown of a toast that arrives under the pointer paused', async () => {
    render(<Toaster />);
    useFakeClock();
    await show({ title: 'Cambios guardados' });
    await userEvent.hover(page.getByRole('alertdialog'));
    // A newer toast takes its place while the pointer rests on the notifications.
    await show({ title: 'Solicitud enviada' });
    await advance(TOAST_DEFAULT_DURATION + 1000);
    expect(isShown('Solicitud enviada')).toBe(true);
  });

  it('pauses its countdown when the pointer comes back, after a toast arrived under it', async () => {
    render(<Toaster />);
    useFakeClock();
    await show({ title: 'Cambios guardados' });
    await userEvent.hover(page.getByRole('alertdialog'));
    await show({ title: 'Solicitud enviada' });
    await userEvent.unhover(page.getByRole('alertdialog'));
    await advance(1000);
    // At rest, the pointer arrives on it again.
    await waitsUnderPointer('Solicitud enviada', TOAST_DEFAULT_DURATION - 1000);
  });

  it('pauses its countdown when the pointer arrives, after a toast arrived while focus was inside', async () => {
    render(
      <>
        <button type="button">Antes</button>
        <Toaster />
      </>,
    );
    useFakeClock();
    await show({ title: 'Cambios guardados' });
    await userEvent.keyboard('{F8}');
    await show({ title: 'Solicitud enviada' });
    await userEvent.click(page.getByRole('button', { name: 'Antes' }));
    await advance(1000);
    await userEvent.hover(page.getByRole('alertdialog'));
    await advance(TOAST_DEFAULT_DURATION + 1000);
    expect(isShown('Solicitud enviada')).toBe(true);
  });

  it('counts down again once the pointer leaves, after the previous toast was closed with its button', async () => {
    render(<Toaster />);
    useFakeClock();
    await show({ title: 'Cambios guardados' });
    await userEvent.click(page.getByRole('button', { name: 'Cerrar notificación' }));
    await gone('Cambios guardados');
    await show({ title: 'Solicitud enviada' });
    await userEvent.hover(page.getByRole('alertdialog'));
    await userEvent.unhover(page.getByRole('alertdialog'));
    await advance(TOAST_DEFAULT_DURATION);
    expect(isShown('Solicitud enviada')).toBe(false);
  });

  it('uses the labels it is given', async () => {
    render(<Toaster labels={{ region: 'Notifications (F8)', close: 'Close notification' }} />);
    await show({ title: 'Saved' });
    await expect.element(page.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });
});

describe('Toast over a modal dialog', () => {
  it('pauses its countdown while hovered', async () => {
    await render(<PageWithDialog />);
    openDialog();
    useFakeClock();
    await show({ title: 'Cita guardada' });
    await userEvent.hover(page.getByRole('alertdialog'), hit);
    await advance(TOAST_DEFAULT_DURATION + 1000);
    expect(isShown('Cita guardada')).toBe(true);
    await userEvent.unhover(page.getByRole('alertdialog'), hit);
    await advance(TOAST_DEFAULT_DURATION);
    expect(isShown('Cita guardada')).toBe(false);
  });

  it('is dismissed by a swipe to the right past 50 px', async () => {
    await render(<PageWithDialog />);
    openDialog();
    await show({ title: 'Cita guardada', duration: Number.POSITIVE_INFINITY });
    const element = page.getByRole('alertdialog');
    // The real mouse: pressed on the toast, moved right, released.
    await userEvent.dragAndDrop(element, element, {
      ...hit,
      sourcePosition: { x: 40, y: 20 },
      targetPosition: { x: 40 + SWIPE_THRESHOLD + 20, y: 20 },
    });
    await gone('Cita guardada');
  });

  it('is closed by its close button', async () => {
    await render(<PageWithDialog />);
    openDialog();
    await show({ title: 'Cita guardada', duration: Number.POSITIVE_INFINITY });
    await userEvent.click(page.getByRole('button', { name: 'Cerrar notificación' }), hit);
    await gone('Cita guardada');
  });

  it('takes focus with F8', async () => {
    await render(<PageWithDialog />);
    openDialog();
    await show({ title: 'Cita guardada' });
    await userEvent.keyboard('{F8}');
    await expect.element(region()).toHaveFocus();
  });

  it('stays usable when a dialog opens over it, and after it closes', async () => {
    await render(<PageWithDialog />);
    await show({ title: 'Cita guardada', duration: Number.POSITIVE_INFINITY });
    const dialog = openDialog();
    await settle();
    await userEvent.hover(page.getByRole('alertdialog'), hit);
    dialog.close();
    await settle();
    await userEvent.click(page.getByRole('button', { name: 'Cerrar notificación' }), hit);
    await gone('Cita guardada');
  });
});

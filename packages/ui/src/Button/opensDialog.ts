// What opens a `Dialog` or `VideoOverlay` by its id. Here, beside Button, so that a Button that opens
// a dialog bundles none of the dialog's code.

/**
 * The attributes that make a `<button>` open the dialog whose `id` is given, with no script: the
 * platform's invoker commands (a few lines of the page's script do it where a browser lacks them).
 */
export const showsDialog = (id: string) => ({ command: 'show-modal', commandfor: id });

/**
 * Opens the dialog whose `id` is given, from script (a hydrated button, an assistant's action), and
 * focuses it, as when React opens it, so a screen reader says its name first.
 */
export function showDialog(id: string) {
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
  dialog.showModal();
  dialog.focus();
}

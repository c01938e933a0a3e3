export {
  dismissToast,
  SWIPE_THRESHOLD,
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastAction,
  Toaster,
  type ToasterProps,
  type ToastHandle,
  type ToastOptions,
  type ToastRecord,
  type ToastVariant,
  toast,
  useToast,
} from './Toast';
export type { ToasterLabels } from './Toast.intl';

export {
  ToastProvider,
  ToastViewport,
  Toast,
  ToastAction,
  ToastClose,
  ToastTitle,
  ToastDescription,
  toastVariants,
  type ToastProps,
  type ToastVariant,
  type ToastActionElement,
} from './Toast';
export { Toaster, type ToasterProps } from './Toaster';
export {
  toast,
  notificationToast,
  dismissToast,
  useToast,
  toastReducer,
  resetToasts,
  getToastState,
  type ToastOptions,
  type ToasterToast,
  type ToastState,
  type ToastAction as ToastStoreAction,
  type ToastHandle,
} from './toast-store';

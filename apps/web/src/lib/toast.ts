import type { toast as sonnerToast } from 'sonner';

// Toasts without sonner on the first load (docs/decisions/0067): sonner (9 KB gzipped) is imported on the
// first toast, and every later one is shown at once. The Toaster itself is lazy in app/providers.tsx, so by
// the time a user acts it has usually loaded already.

type Sonner = typeof sonnerToast;

let loaded: Sonner | undefined;
let loading: Promise<Sonner> | undefined;

function withSonner(show: (toast: Sonner) => unknown): void {
  if (loaded) {
    show(loaded);
    return;
  }
  loading ??= import('sonner').then((module) => (loaded = module.toast));
  void loading.then(show);
}

type Message = Parameters<Sonner>[0];
type Options = Parameters<Sonner>[1];

/** `toast(message, options)` and its kinds, as sonner's, without waiting for it to load. */
export const toast = Object.assign(
  (message: Message, options?: Options) => withSonner((sonner) => sonner(message, options)),
  {
    success: (message: Message, options?: Options) =>
      withSonner((sonner) => sonner.success(message, options)),
    error: (message: Message, options?: Options) => withSonner((sonner) => sonner.error(message, options)),
    warning: (message: Message, options?: Options) =>
      withSonner((sonner) => sonner.warning(message, options)),
    info: (message: Message, options?: Options) => withSonner((sonner) => sonner.info(message, options)),
    dismiss: (id?: string | number) => withSonner((sonner) => sonner.dismiss(id)),
  },
);

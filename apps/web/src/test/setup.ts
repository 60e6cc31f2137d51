import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';
import { forgetAuthClient } from '@/lib/auth-client-registry';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  forgetAuthClient();
  // Sonner keeps its toasts in module state and replays the active ones to the next test's Toaster.
  toast.dismiss();
});

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';
import { forgetAuthClient } from '@/lib/auth-client-registry';

// A lazy page chunk or a query can take over a second to arrive when CI runs two workers on two busy cores; the
// default 1 s of findBy/waitFor then fails tests whose page is right. Waiting longer costs nothing when it passes.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  forgetAuthClient();
  // Sonner keeps its toasts in module state and replays the active ones to the next test's Toaster.
  toast.dismiss();
});

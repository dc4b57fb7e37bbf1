import { toast } from '@client/components/ui/use-toast';

// Registers the service worker (src/service-worker) once the page has loaded, from its own small
// chunk, so it never counts against the first paint's script budget (DESIGN.md §6). When a new
// version of Steady takes over, he is told; nothing he wrote is touched, because the plan and the
// journal live in this browser's storage, not in the worker's caches.

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // The first install also takes control of the page; only a later one is an update.
  let updating = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (!updating) {
      updating = true;
      return;
    }
    document.documentElement.dataset.swUpdated = 'true';
    toast({
      title: 'Steady has been updated',
      description:
        'The new version is ready and works offline. Your safety plan and journal are safe on this device.',
    });
  });
  container.register('/sw.js', { scope: '/' }).then(
    (registration) => {
      // A long-open tab still hears about new versions.
      setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000);
    },
    () => undefined,
  );
}

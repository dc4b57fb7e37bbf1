export const NAV_ITEMS = [
  { to: '/progress', label: 'My Steady' },
  { to: '/meditation', label: 'Breathing Exercises' },
  { to: '/resources', label: 'Resources' },
] as const;

export const MOBILE_ITEM_CLASS =
  'block rounded-md px-3 py-3 text-base font-medium hover:bg-accent hover:text-accent-foreground';

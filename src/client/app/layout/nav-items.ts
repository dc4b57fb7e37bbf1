export const NAV_ITEMS = [
  { to: '/progress', label: 'My Steady' },
  { to: '/meditation', label: 'Breathing Exercises' },
  { to: '/resources', label: 'Resources' },
] as const;

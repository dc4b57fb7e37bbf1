import { useEffect, useRef } from 'react';

/**
 * Space starts or pauses the session from anywhere on the page, except where Space already means
 * something (a focused button, field or link), so it never fires twice.
 */
export function useSpaceToggle(onToggle: () => void, active: boolean) {
  const handlerRef = useRef(onToggle);
  useEffect(() => {
    handlerRef.current = onToggle;
  });

  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || event.altKey || event.ctrlKey || event.metaKey)
        return;
      const target = event.target;
      if (
        target instanceof Element &&
        target.closest(
          'button, a, input, textarea, select, [role="button"], [role="checkbox"], [contenteditable="true"]',
        )
      ) {
        return;
      }
      event.preventDefault();
      handlerRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}

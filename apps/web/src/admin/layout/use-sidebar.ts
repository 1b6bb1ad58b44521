import { useCallback, useEffect, useState } from 'react';

// Below Bootstrap's md breakpoint the sidebar becomes an overlay over the content.
const PHONE_QUERY = '(max-width: 767.98px)';

const matchesPhone = (): boolean => window.matchMedia(PHONE_QUERY).matches;

/**
 * Sidebar state. The spec starts it open (close icon showing); on a phone an open overlay would
 * hide the screen just opened, so there it starts closed and closes after each navigation.
 */
export function useSidebar() {
  const [isPhone, setIsPhone] = useState(matchesPhone);
  const [isOpen, setIsOpen] = useState(() => !matchesPhone());

  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      setIsPhone(event.matches);
      setIsOpen(!event.matches);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (!(isPhone && isOpen)) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isPhone, isOpen]);

  const toggle = useCallback(() => setIsOpen((open) => !open), []);
  const close = useCallback(() => setIsOpen(false), []);
  const closeOnPhone = useCallback(() => {
    if (matchesPhone()) setIsOpen(false);
  }, []);

  return { isOpen, isPhone, toggle, close, closeOnPhone };
}

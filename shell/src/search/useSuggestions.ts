import { useCallback, useRef, useState } from 'react';
import { fetchSuggestions, type SearchSuggestions as Suggestions } from '@storefront/shared/search';
import { DEBOUNCE_MS, MIN_CHARS } from './suggestions';

/**
 * The suggestions for what the box holds, asked for when typing pauses (the older request
 * cancelled), whether the list is open, and the option chosen by the arrows (-1: none).
 */
export function useSuggestions(input: HTMLInputElement) {
  const [answer, setAnswer] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({});

  const cancel = useCallback(() => {
    clearTimeout(request.current.timer);
    request.current.controller?.abort();
    request.current = {};
  }, []);

  const ask = useCallback(() => {
    cancel();
    const q = input.value.trim();
    if (q.length < MIN_CHARS) {
      setAnswer(null);
      setOpen(false);
      setActive(-1);
      return;
    }
    const controller = new AbortController();
    request.current = {
      controller,
      timer: setTimeout(() => {
        fetchSuggestions(q, controller.signal).then(
          (next) => {
            if (controller.signal.aborted) return;
            setAnswer(next);
            setActive(-1);
            setOpen(true);
          },
          () => undefined, // cancelled, or the API is away: the box still searches on Enter
        );
      }, DEBOUNCE_MS),
    };
  }, [cancel, input]);

  return { answer, open, setOpen, active, setActive, ask, cancel };
}

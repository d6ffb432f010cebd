import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { visuallyHidden } from '@storefront/shared/ui';
import { assetUrl, formatPrice } from '@storefront/shared';
import { SUGGEST_MIN } from '@storefront/shared/search';
import { fetchSuggestions, type SearchSuggestions as Suggestions } from '@storefront/shared/search';

/** The parts page with the words `q` (all parts without any). */
export const partsSearchHref = (q: string): string => (q ? `/parts?${new URLSearchParams({ q }).toString()}` : '/parts');

/** Suggestions start at two characters. */
export const MIN_CHARS = SUGGEST_MIN;
/** How long typing pauses before the suggestions are asked for. */
export const DEBOUNCE_MS = 100;

interface Option {
  id: string;
  href: string;
  kind: 'part' | 'machine';
  title: string;
  detail: string;
  img?: string;
}

/** The suggestions as the listbox's options: parts first, then machines; machines first when the search names one in full ("juki ddl-8700"). */
export function optionsOf(answer: Suggestions | null, idPrefix: string): Option[] {
  if (!answer) return [];
  const parts: Option[] = answer.parts.map((part) => ({
    id: `${idPrefix}-part-${part._id}`,
    href: `/parts/${part._id}`,
    kind: 'part',
    title: part.name,
    detail: [`No. ${part.sku}`, part.replaces ? `replaces ${part.replaces}` : '', formatPrice(part.price)].filter(Boolean).join(' · '),
    img: part.img,
  }));
  const machines: Option[] = answer.machines.map((machine) => ({
    id: `${idPrefix}-machine-${machine.brandSlug}-${machine.modelSlug}`,
    href: `/machines/${machine.brandSlug}/${machine.modelSlug}`,
    kind: 'machine',
    title: machine.name,
    detail: `${machine.brand} machine · ${machine.parts} ${machine.parts === 1 ? 'part fits' : 'parts fit'}`,
  }));
  return answer.machinesFirst ? [...machines, ...parts] : [...parts, ...machines];
}

/** What the status line says of the suggestions shown, for a screen reader. */
export function statusOf(answer: Suggestions | null): string {
  if (!answer) return '';
  const { parts, machines } = answer;
  if (parts.length === 0 && machines.length === 0) return 'No suggestions: press Enter to search every part.';
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const groups = [parts.length ? count(parts.length, 'part', 'parts') : '', machines.length ? count(machines.length, 'machine', 'machines') : ''];
  // Said in the order the list shows them.
  const said = (answer.machinesFirst ? groups.reverse() : groups).filter(Boolean).join(' and ');
  return `${said} suggested: use the up and down arrows to choose.`;
}

const List = styled.div`
  position: absolute;
  z-index: 30;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: min(70vh, 520px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 10px 30px rgba(11, 60, 93, 0.18);
  padding: 4px;
  [role='group'] + [role='group'] { border-top: 1px solid ${({ theme }) => theme.colors.border}; margin-top: 4px; padding-top: 4px; }
  .group-name {
    margin: 6px 10px 2px;
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  [role='option'] {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radius.md};
    cursor: pointer;
    min-height: 44px;
  }
  [role='option'][aria-selected='true'] { background: ${({ theme }) => theme.colors.surfaceAlt}; outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
  [role='option']:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  img, .machine-icon { width: 40px; height: 40px; flex: none; object-fit: contain; border-radius: 4px; background: ${({ theme }) => theme.colors.background}; }
  .machine-icon { display: grid; place-items: center; font-weight: 800; color: ${({ theme }) => theme.colors.primary}; }
  .title { display: block; font-weight: 600; overflow-wrap: anywhere; }
  .detail { display: block; font-size: 0.875rem; color: ${({ theme }) => theme.colors.muted}; overflow-wrap: anywhere; }
`;

const Status = styled.div`
  ${visuallyHidden}
`;

/**
 * The header's search box as a combobox (WAI-ARIA 1.2, with a listbox): from two characters,
 * suggestions of parts and machines, asked for when typing pauses (the older request cancelled).
 * Down and Up choose one (aria-activedescendant: the focus stays in the box), Enter opens it,
 * Escape closes the list (or, closed, empties the box); Enter with none chosen submits the form,
 * which opens all parts with the words in the URL (in the app: no page load). It takes over the
 * box the page already shows.
 */
export function Combobox({ input }: { input: HTMLInputElement }) {
  const navigate = useNavigate();
  const listId = useId();
  const [answer, setAnswer] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({});
  const options = optionsOf(answer, listId.replace(/[^\w-]/g, ''));
  const shown = open && answer !== null;
  const expanded = shown && options.length > 0;

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

  const choose = useCallback(
    (option: Option) => {
      cancel();
      setOpen(false);
      setActive(-1);
      navigate(option.href);
    },
    [cancel, navigate],
  );

  // The box's own attributes: a combobox that controls the list.
  useEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    return () => {
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) input.removeAttribute(name);
    };
  }, [input, listId]);

  useEffect(() => {
    input.setAttribute('aria-expanded', String(expanded));
    const id = expanded ? options[active]?.id : undefined;
    if (id) input.setAttribute('aria-activedescendant', id);
    else input.removeAttribute('aria-activedescendant');
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'nearest' });
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (options.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!shown) {
          setOpen(true);
          setActive(step === 1 ? 0 : options.length - 1);
          return;
        }
        setActive((current) => (current === -1 ? (step === 1 ? 0 : options.length - 1) : (current + step + options.length) % options.length));
      } else if (event.key === 'Enter') {
        const option = shown ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        } else {
          cancel();
          setOpen(false);
        }
      } else if (event.key === 'Escape') {
        if (shown) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (input.value) {
          event.preventDefault();
          input.value = '';
          ask();
        }
      }
    };
    const onBlur = () => {
      setOpen(false);
      setActive(-1);
    };
    const onFocus = () => {
      if (answer && input.value.trim().length >= MIN_CHARS) setOpen(true);
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      cancel();
      setOpen(false);
      navigate(partsSearchHref(input.value.trim()));
    };
    const form = input.form;
    form?.addEventListener('submit', onSubmit);
    input.addEventListener('input', ask);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', onBlur);
    input.addEventListener('focus', onFocus);
    return () => {
      form?.removeEventListener('submit', onSubmit);
      input.removeEventListener('input', ask);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('focus', onFocus);
    };
  }, [input, options, shown, active, answer, ask, cancel, choose, navigate]);

  // What was typed before this code arrived is asked for at once; pending requests end with it.
  useEffect(() => {
    ask();
    return cancel;
  }, [ask, cancel]);

  // A press on an option must not take the focus from the box (which would close the list first).
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  const group = (kind: Option['kind'], name: string) => {
    const items = options.filter((option) => option.kind === kind);
    if (items.length === 0) return null;
    const nameId = `${listId}-${kind}`;
    return (
      <div role="group" aria-labelledby={nameId}>
        <div className="group-name" id={nameId} role="presentation">
          {name}
        </div>
        {items.map((option) => (
          <div
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={options[active]?.id === option.id}
            onMouseDown={keepFocus}
            onClick={() => choose(option)}
          >
            {option.kind === 'part' ? (
              <img src={assetUrl(option.img)} alt="" width={40} height={40} loading="lazy" />
            ) : (
              <span className="machine-icon" aria-hidden="true">
                {option.title.slice(0, 1)}
              </span>
            )}
            <span>
              <span className="title">{option.title}</span>
              <span className="detail">{option.detail}</span>
            </span>
          </div>
        ))}
      </div>
    );
  };

  return (
    <>
      <List id={listId} role="listbox" aria-label="Suggestions" hidden={!expanded}>
        {answer?.machinesFirst ? (
          <>
            {group('machine', 'Machines')}
            {group('part', 'Parts')}
          </>
        ) : (
          <>
            {group('part', 'Parts')}
            {group('machine', 'Machines')}
          </>
        )}
      </List>
      <Status role="status">{shown ? statusOf(answer) : ''}</Status>
    </>
  );
}

import { useCallback, useEffect, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { visuallyHidden } from '@storefront/shared/ui';
import { SuggestionList } from './SuggestionList';
import { optionsOf, statusOf, type Option } from './suggestions';
import { useComboboxEvents } from './useComboboxEvents';
import { useSuggestions } from './useSuggestions';

export { DEBOUNCE_MS, MIN_CHARS, optionsOf, partsSearchHref, statusOf } from './suggestions';

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
  const { answer, open, setOpen, active, setActive, ask, cancel } = useSuggestions(input);
  const options = optionsOf(answer, listId.replace(/[^\w-]/g, ''));
  const shown = open && answer !== null;
  const expanded = shown && options.length > 0;

  const choose = useCallback(
    (option: Option) => {
      cancel();
      setOpen(false);
      setActive(-1);
      navigate(option.href);
    },
    [cancel, navigate, setOpen, setActive],
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

  useComboboxEvents({ input, options, shown, active, answer, setOpen, setActive, ask, cancel, choose, navigate });

  // What was typed before this code arrived is asked for at once; pending requests end with it.
  useEffect(() => {
    ask();
    return cancel;
  }, [ask, cancel]);

  return (
    <>
      <SuggestionList listId={listId} answer={answer} options={options} activeId={options[active]?.id} expanded={expanded} onChoose={choose} />
      <Status role="status">{shown ? statusOf(answer) : ''}</Status>
    </>
  );
}

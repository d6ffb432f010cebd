// The combobox's list of suggestions: parts and machines in groups, in the order the search
// puts them, an option chosen by the arrows marked selected.
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { assetUrl, t } from '@storefront/shared';
import type { SearchSuggestions as Suggestions } from '@storefront/shared/search';
import type { Option } from './suggestions';

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
    /* Spaced letters break Bangla's headline (মাত্রা) into pieces. */
    &:lang(bn) { letter-spacing: normal; }
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

// A press on an option must not take the focus from the box (which would close the list first).
const keepFocus = (event: MouseEvent) => event.preventDefault();

interface GroupProps {
  listId: string;
  kind: Option['kind'];
  name: string;
  options: Option[];
  activeId: string | undefined;
  onChoose: (option: Option) => void;
}

/** The options of one kind under their group's name; nothing when there are none. */
function SuggestionGroup({ listId, kind, name, options, activeId, onChoose }: GroupProps) {
  const items = options.filter((option) => option.kind === kind);
  if (items.length === 0) return null;
  const nameId = `${listId}-${kind}`;
  return (
    <div role="group" aria-labelledby={nameId}>
      <div className="group-name" id={nameId} role="presentation">
        {name}
      </div>
      {items.map((option) => (
        <div key={option.id} id={option.id} role="option" aria-selected={activeId === option.id} onMouseDown={keepFocus} onClick={() => onChoose(option)}>
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
}

interface SuggestionListProps {
  listId: string;
  answer: Suggestions | null;
  options: Option[];
  activeId: string | undefined;
  expanded: boolean;
  onChoose: (option: Option) => void;
}

/** The listbox the box controls: machines first when the search names one in full. */
export function SuggestionList({ listId, answer, expanded, ...groupProps }: SuggestionListProps) {
  const parts = <SuggestionGroup listId={listId} kind="part" name={t('Parts')} {...groupProps} />;
  const machines = <SuggestionGroup listId={listId} kind="machine" name={t('Machines')} {...groupProps} />;
  return (
    <List id={listId} role="listbox" aria-label={t('Suggestions')} hidden={!expanded}>
      {answer?.machinesFirst ? (
        <>
          {machines}
          {parts}
        </>
      ) : (
        <>
          {parts}
          {machines}
        </>
      )}
    </List>
  );
}

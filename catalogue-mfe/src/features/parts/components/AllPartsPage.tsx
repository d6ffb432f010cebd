import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useNavigation, useParts } from '@storefront/shared';
import { Button, Container, EmptyState, ErrorState, Input, Label, media, PageTitle, Section, Select } from '@storefront/shared/ui';
import { PartsGrid, PartsGridSkeleton } from './PartsGrid';
import { queryParts, readPartsQuery, SORTS, writePartsQuery, type PartsQuery, type Sort } from '../api/partsQuery';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  max-width: 70ch;
`;

const Toolbar = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(4)};
  ${media.sm} { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); }
  div { display: flex; flex-direction: column; gap: 4px; }
  input, select { height: 44px; }
  input[type='search']::-webkit-search-cancel-button { cursor: pointer; }
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  min-height: 1.55em;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

/** Every part, with search by name and sorting; the query lives in the URL so it can be shared. */
export default function AllPartsPage() {
  const { search, pathname, navigate } = useNavigation();
  const { data: parts, error, isLoading, isValidating, mutate } = useParts();
  const fromUrl = useMemo(() => readPartsQuery(search), [search]);
  // The input keeps its own state so typing never waits for the router; the URL follows it.
  const [query, setQuery] = useState<PartsQuery>(fromUrl);
  const lastWritten = useRef(writePartsQuery(fromUrl));
  const searchId = useId();
  const sortId = useId();

  // Back/forward or a link changed the URL: show what it says.
  useEffect(() => {
    if (writePartsQuery(fromUrl) !== lastWritten.current) {
      lastWritten.current = writePartsQuery(fromUrl);
      setQuery(fromUrl);
    }
  }, [fromUrl]);

  const update = (next: PartsQuery) => {
    setQuery(next);
    const nextSearch = writePartsQuery(next);
    if (nextSearch !== lastWritten.current) {
      lastWritten.current = nextSearch;
      navigate(`${pathname}${nextSearch}`, { replace: true });
    }
  };

  const shown = useMemo(() => (parts ? queryParts(parts, query) : []), [parts, query]);
  const searching = query.q.trim() !== '';

  return (
    <Section>
      <Container>
        <PageTitle>All parts</PageTitle>
        <Intro>Every part we make, with its price per unit, minimum order and the quantity in stock right now.</Intro>
        <Toolbar role="search" aria-label="Parts" onSubmit={(event) => event.preventDefault()}>
          <div>
            <Label htmlFor={searchId}>Search by name</Label>
            <Input
              id={searchId}
              type="search"
              value={query.q}
              placeholder="e.g. bobbin, hook, presser foot"
              autoComplete="off"
              enterKeyHint="search"
              onChange={(event) => update({ ...query, q: event.target.value })}
            />
          </div>
          <div>
            <Label htmlFor={sortId}>Sort by</Label>
            <Select id={sortId} value={query.sort} onChange={(event) => update({ ...query, sort: event.target.value as Sort })}>
              {Object.entries(SORTS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </div>
        </Toolbar>

        <Count role="status" aria-live="polite">
          {parts && parts.length > 0 && (searching ? `${shown.length} of ${parts.length} parts match “${query.q.trim()}”` : `${parts.length} parts`)}
        </Count>

        {isLoading && <PartsGridSkeleton count={6} />}
        {error && !parts && (
          <ErrorState
            title="The parts could not be loaded"
            message={error.message}
            retryLabel={isValidating ? 'Retrying…' : 'Try again'}
            onRetry={() => void mutate()}
          />
        )}
        {parts && parts.length === 0 && <EmptyState title="No parts yet">New parts are on their way. Please check back soon.</EmptyState>}
        {parts && parts.length > 0 && shown.length === 0 && (
          <EmptyState title={`No parts match “${query.q.trim()}”`}>
            <p>Check the spelling, or search for a shorter name such as “hook” or “plate”.</p>
            <Button $variant="secondary" onClick={() => update({ ...query, q: '' })}>
              Clear search
            </Button>
          </EmptyState>
        )}
        {shown.length > 0 && <PartsGrid parts={shown} eagerCount={3} />}
      </Container>
    </Section>
  );
}

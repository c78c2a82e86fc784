import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Icon } from '../shell/Icon';

/** Long enough that a person typing a name sends one request, short enough to feel immediate (as the catalogue's search). */
export const SEARCH_DELAY_MS = 400;
/** The longest search the API takes (`q`, 100 characters). */
const SEARCH_MAX = 100;

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The search text as typed, and the search to ask for: the typed text once typing pauses
 * (SEARCH_DELAY_MS), or at once on Enter. Trimmed, inner spaces collapsed.
 */
export function useSearch() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const next = normalise(text);
    if (next === query) return;
    const timer = setTimeout(() => setQuery(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query]);
  return { text, query, change: setText, submit: () => setQuery(normalise(text)) };
}

/** The search field of a list: searches as the person types (after a pause) or on Enter. */
export function SearchBox({ search, labelId, placeholderId }: { search: ReturnType<typeof useSearch>; labelId: string; placeholderId: string }) {
  const intl = useIntl();
  return (
    <TextInput
      type="search"
      size="md"
      label={intl.formatMessage({ id: labelId })}
      placeholder={intl.formatMessage({ id: placeholderId })}
      leftSection={<Icon name="search" size={18} />}
      value={search.text}
      maxLength={SEARCH_MAX}
      onChange={(e) => search.change(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          search.submit();
        }
      }}
      data-testid="list-search"
    />
  );
}

import { CRAFTS } from '@reelhire/shared/crafts';
import { PITCH_FORMATS, type Pitch } from '@reelhire/shared/pitches';
import { LoaderCircle, Presentation, SearchX, X } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { FilterSelect, SearchField, SearchForm } from '@/components/search-filters';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDebouncedFilter } from '@/lib/use-debounced-filter';
import { Skeleton } from '@/components/ui/skeleton';
import { usePitchList } from './api/list-pitches';
import { useSavePitch } from './api/save-pitch';
import { PitchDetailDialog, SaveButton } from './pitch-detail-dialog';
import { BUDGET_CEILINGS, usePitchFilters } from './pitch-filters';
import { PitchSummary } from './pitch-summary';

/** The client's pitching room: filmmakers' open pitches, filtered, saved, messaged or turned into projects. */
export function PitchingRoomPage() {
  const id = useId();
  const [filters, setFilters] = usePitchFilters();
  const [text, setText] = useDebouncedFilter(filters.q, (q) => setFilters({ q: q.trim() }, true));
  const list = usePitchList(filters);
  const save = useSavePitch();
  const [selected, setSelected] = useState<Pitch | null>(null);
  const pitches = list.data?.pages.flatMap((page) => page.items) ?? [];
  // The open pitch as last read, so Save shows at once in the dialog too.
  const shown = selected ? (pitches.find((pitch) => pitch.id === selected.id) ?? selected) : null;
  const filtered = Boolean(
    filters.q || filters.format || filters.craft || filters.budget_max_minor || filters.saved,
  );
  const clear = () => setFilters({ q: '', format: '', craft: '', budget: '', saved: '' });

  let results;
  if (list.isPending) {
    results = (
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Loading pitches">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-44 rounded-xl" />
        ))}
      </div>
    );
  } else if (list.isError) {
    results = <LoadFailed title="Pitches could not be loaded" error={list.error} onRetry={list.refetch} />;
  } else if (pitches.length === 0) {
    results = filtered ? (
      <EmptyState
        icon={SearchX}
        title={filters.saved ? 'No saved pitches match' : 'No pitches match'}
        description="Try other words, another format or a higher budget."
        action={<Button onClick={clear}>Clear filters</Button>}
      />
    ) : (
      <EmptyState
        icon={Presentation}
        title="No pitches yet"
        description="Filmmakers pitch their ideas for films, series and campaigns here; new pitches will be listed here."
      />
    );
  } else {
    results = (
      <div>
        <ul
          aria-label="Pitches"
          className={
            list.isPlaceholderData
              ? 'grid grid-cols-1 gap-4 opacity-60 lg:grid-cols-2'
              : 'grid grid-cols-1 gap-4 lg:grid-cols-2'
          }
        >
          {pitches.map((pitch) => (
            <li key={pitch.id}>
              <Card className="h-full">
                <CardContent className="flex h-full flex-col gap-4">
                  <div className="flex-1 space-y-2">
                    <PitchSummary pitch={pitch} />
                    <p className="text-xs text-zinc-500">
                      By {pitch.filmmaker.name}
                      {pitch.filmmaker.city ? `, ${pitch.filmmaker.city}` : ''}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" onClick={() => setSelected(pitch)} aria-label={`View “${pitch.title}”`}>
                      View pitch
                    </Button>
                    <SaveButton
                      size="sm"
                      pitch={pitch}
                      pending={save.isPending && save.variables?.id === pitch.id}
                      onToggle={() => save.mutate({ id: pitch.id, saved: !pitch.saved })}
                    />
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
        {list.hasNextPage ? (
          <div className="mt-6 flex justify-center">
            <Button
              variant="outline"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
              Load more
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <div>
      <PageHeader
        title="Pitching room"
        description="Ideas filmmakers want to make: save them, ask about them, or make one your project."
      />
      <SearchForm
        label="Filter pitches"
        className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        <SearchField
          className="sm:col-span-2 lg:col-span-1"
          label="Search pitches"
          placeholder="Search titles, loglines, treatments"
          value={text}
          onChange={setText}
        />
        <FilterSelect
          id={`${id}-format`}
          label="Format"
          any="Any format"
          options={PITCH_FORMATS.map((format) => ({ value: format.id, label: format.label }))}
          value={filters.format}
          onChange={(format) => setFilters({ format })}
        />
        <FilterSelect
          id={`${id}-craft`}
          label="Filmmaker’s craft"
          any="Any craft"
          options={CRAFTS.map((craft) => ({ value: craft.id, label: craft.label }))}
          value={filters.craft}
          onChange={(craft) => setFilters({ craft })}
        />
        <FilterSelect
          id={`${id}-budget`}
          label="Budget"
          any="Any budget"
          options={BUDGET_CEILINGS}
          value={filters.budget_max_minor}
          onChange={(budget) => setFilters({ budget })}
        />
        <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-1">
          <label className="flex h-10 items-center gap-2 text-sm text-zinc-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={filters.saved}
              onChange={(event) => setFilters({ saved: event.target.checked ? 'true' : '' })}
            />
            Saved only
          </label>
          {filtered ? (
            <Button type="button" variant="ghost" onClick={clear}>
              <X aria-hidden /> Clear
            </Button>
          ) : null}
        </div>
      </SearchForm>
      {results}
      <PitchDetailDialog pitch={shown} onOpenChange={(open) => (open ? null : setSelected(null))} />
    </div>
  );
}

import { SimpleGrid } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { DoctorSummary } from '../../protocol/catalog';
import { useFlow, useRuntime } from '../actors';
import { CatalogListPage } from '../services/CatalogListPage';
import { DoctorCard, DoctorCardSkeleton } from './DoctorCard';
import { usePresence } from '../live/use-live';

const COLS = { base: 1, md: 2 };

/**
 * /doctors (public): search by name, filter by speciality, doctor cards a page at a time.
 * `?q=` and `?speciality=` open the list already searched or filtered.
 */
export default function DoctorsPage() {
  const machine = useFlow('doctorsList');
  const specialities = useSelector(useRuntime().statics, (s) => s.context.lists?.specialities ?? []);
  return (
    <CatalogListPage<DoctorSummary>
      machine={machine}
      filterParam="speciality"
      filterOptions={specialities}
      text={{
        introId: 'doctors.intro',
        searchLabelId: 'doctors.search.label',
        searchPlaceholderId: 'doctors.search.placeholder',
        filterLabelId: 'doctors.speciality.label',
        filterAllId: 'doctors.speciality.all',
        failedTitleId: 'doctors.failed.title',
        emptyTitleId: 'doctors.empty.title',
        emptyTextId: 'doctors.empty.text',
        emptyNoneId: 'doctors.empty.none',
        emptyClearId: 'doctors.empty.clear',
        countId: 'doctors.count',
        showMoreId: 'doctors.showMore',
        moreFailedId: 'doctors.moreFailed',
      }}
      emptyIcon="doctors"
      cols={COLS}
      Skeleton={DoctorCardSkeleton}
      contentGap="md"
      renderItems={(list, busyProps) => (
        <SimpleGrid cols={COLS} spacing="md" {...busyProps}>
          <DoctorCards doctors={list.items} />
        </SimpleGrid>
      )}
    />
  );
}

/** The cards of one page, with who is online right now (signed-in visitors only: presence needs the live channel). */
function DoctorCards({ doctors }: { doctors: DoctorSummary[] }) {
  const presence = usePresence(doctors.map((d) => d.id));
  return doctors.map((d) => <DoctorCard key={d.id} doctor={d} online={presence[d.id] === 'online'} />);
}

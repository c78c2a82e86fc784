import { Skeleton } from '@mantine/core';
import type { PatientListItem } from '../../protocol/case-schemas';
import type { ClinicDoctorLoad } from '../../protocol/schedule-schemas';
import { useFlow } from '../actors';
import { useResource } from '../services/catalog-hooks';
import { ErrorCard } from '../services/CatalogStates';
import { BookForPatient } from '../schedules/BookForPatient';
import { usePreloadedFlows } from '../schedules/schedule-view';

/**
 * An operator books an appointment for the patient whose page is open: the appointments' own
 * booking form (src/views/schedules/BookForPatient) with this patient already chosen, over the
 * clinic's doctors. The new appointment opens once booked.
 */
export function OperatorBooking({ patient }: { patient: PatientListItem }) {
  const doctors = useResource<ClinicDoctorLoad[]>(useFlow('clinicDoctors'), { date: '' });
  if (doctors.face === 'loading') return <Skeleton height={160} radius="lg" />;
  if (doctors.face === 'failed') return <ErrorCard titleId="schedules.doctors.failed" error={doctors.error} onRetry={doctors.retry} />;
  return <BookForPatient doctors={doctors.data ?? []} patient={{ ...patient, id_number: patient.id_number ?? '' }} />;
}

/** Loads the booking form's flows with the operator's page, so opening the form never suspends the page mid-use. */
export function PreloadBooking() {
  usePreloadedFlows('clinicDoctors', 'scheduleBooking', 'clinicPatients', 'clinicDoctor', 'doctorSlots');
  return null;
}

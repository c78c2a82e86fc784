import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import { useFlow, useRuntime } from '../actors';
import ClinicSettingsSection from '../availability/ClinicSettingsSection';
import { CadminShell } from './CadminShell';
import AuditTrailSection from './clinic/AuditTrailSection';
import ProfileSection from './clinic/ProfileSection';
import StaffSection from './clinic/StaffSection';
import DeviceKeysSection from './devices/DeviceKeysSection';

/**
 * /cadmin (issue 16): the clinic as its administrator runs it: its profile as patients see it,
 * its booking rules, its staff and their roles, and its audit trail. Anyone who administers no
 * clinic sees whose page it is (CadminShell). Issue 17 adds the keys of its measurement kiosks.
 */
export default function ClinicAdminPage() {
  return (
    <CadminShell section="clinic" intro={<FormattedMessage id="cadmin.clinic.intro" />}>
      {(clinicId) => <ClinicAdmin key={clinicId} clinicId={clinicId} />}
    </CadminShell>
  );
}

function ClinicAdmin({ clinicId }: { clinicId: number }) {
  const runtime = useRuntime();
  const staff = useActorRef(useFlow('clinicStaff'), { input: { clinicId }, ...runtime.flowOptions });
  const staffData = useSelector(staff, (s) => s.context.staff);
  const search = useSearch();
  return (
    <>
      <ProfileSection clinicId={clinicId} />
      <ClinicSettingsSection clinicId={clinicId} />
      <StaffSection machine={staff} query={search ? `?${search}` : ''} />
      <DeviceKeysSection clinicId={clinicId} />
      <AuditTrailSection clinicId={clinicId} staff={staffData} />
    </>
  );
}

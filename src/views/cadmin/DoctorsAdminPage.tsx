import { FormattedMessage } from 'react-intl';
import { CadminShell } from './CadminShell';
import { DoctorsSection } from './doctors/DoctorsSection';

/** /cadmin/doctors: a clinic's doctors for its administrators (issue 16). */
export default function DoctorsAdminPage() {
  return (
    <CadminShell section="doctors" intro={<FormattedMessage id="cadmin.doctors.intro" />}>
      {(clinicId) => <DoctorsSection key={clinicId} clinicId={clinicId} />}
    </CadminShell>
  );
}

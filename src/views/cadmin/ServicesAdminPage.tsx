import { FormattedMessage } from 'react-intl';
import { CadminShell } from './CadminShell';
import { ServicesSection } from './services/ServicesSection';

/** /cadmin/services: a clinic's services, prices and doctors for its administrators (issue 16). */
export default function ServicesAdminPage() {
  return (
    <CadminShell section="services" intro={<FormattedMessage id="cadmin.services.intro" />}>
      {(clinicId) => <ServicesSection key={clinicId} clinicId={clinicId} />}
    </CadminShell>
  );
}
